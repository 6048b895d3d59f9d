import { addDays, addMonths, isWeekend, startOfMonth } from 'date-fns';
import type { Exclusion, TimeOff } from '@/lib/invoice-calculation';
import { mockDbConfig } from './mock-db';
import type { MockUser } from './schemas';
import type { TenantDb } from './tenant-db';
import { calendarDay } from '@/lib/calendar-day';

// The leave the invoice calculations read until time offs exist (issue 12 replaces this): a few
// vacations and sick days per billable person and month, over the seeded invoices' two years and the
// next quarter. Derived, not stored: the same tenant, people and reference date always give the same
// list, and no other seed's random stream moves.

// A small deterministic generator (mulberry32) per person, seeded from the tenant and the person.
function generator(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const day = calendarDay;

// The weekday `offset` days into the month, moved on past a weekend.
function weekdayOf(month: Date, offset: number): Date {
  let date = addDays(month, offset);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

export const LEAVE_MONTHS_BACK = 25;
export const LEAVE_MONTHS_AHEAD = 3;

export function seedLeave(users: readonly MockUser[], referenceDate: Date, tenant: string): TimeOff[] {
  const first = startOfMonth(addMonths(referenceDate, -LEAVE_MONTHS_BACK));
  const leave: TimeOff[] = [];
  for (const user of users) {
    if (!user.is_billable || user.archived) continue;
    const random = generator(`${tenant}:${user.id}`);
    for (let index = 0; index <= LEAVE_MONTHS_BACK + LEAVE_MONTHS_AHEAD; index += 1) {
      const month = addMonths(first, index);
      if (random() < 0.3) {
        const start = weekdayOf(month, Math.floor(random() * 20));
        const length = 1 + Math.floor(random() * 5);
        const pick = random();
        const exclusion: Exclusion = pick < 0.5 ? 'no' : pick < 0.75 ? 'partially' : 'fully';
        leave.push({
          user_id: user.id,
          kind: 'vacation',
          start_date: day(start),
          end_date: day(addDays(start, length - 1)),
          exclusion,
          excluded_days: exclusion === 'partially' ? 1 : 0,
        });
      }
      if (random() < 0.15) {
        const start = weekdayOf(month, Math.floor(random() * 25));
        leave.push({
          user_id: user.id,
          kind: 'sick_leave',
          start_date: day(start),
          end_date: day(start),
          exclusion: random() < 0.6 ? 'fully' : 'no',
          excluded_days: 0,
        });
      }
    }
  }
  return leave;
}

// The tenant's leave, worked out once per database and set of people.
const cache = new WeakMap<TenantDb, { key: string; leave: TimeOff[] }>();

export function tenantLeave(db: TenantDb): TimeOff[] {
  const users = db.users.all();
  const referenceDate = mockDbConfig().referenceDate;
  const key = `${referenceDate.getTime()}|${users.length}|${users.filter((user) => user.archived).length}`;
  const known = cache.get(db);
  if (known?.key === key) return known.leave;
  const leave = seedLeave(users, referenceDate, db.tenant);
  cache.set(db, { key, leave });
  return leave;
}
