import { countryHolidaysBetween } from '@/lib/holidays';
import { dateAt, dayCount, dayIndexOf } from '@/lib/planner-grid';
import { DAY_HOLIDAY, DAY_WORKING, dailyLoad } from '@/lib/traffic-load';
import type { NamedDay } from '@/lib/working-days';
import type { AvailabilityEntryRow, HolidayRow, MockUser } from './schemas';
import { countryOf } from './person-country';
import type { TimeOffRow } from './time-off-schemas';

// A person's days as the seed's planner books them: capacity by the product's own rule (dailyLoad:
// availability, weekends, the person's country holidays, approved leave), the days the plan leaves
// free for leave, and what is booked so far, indexed from the span's first day.

export type SeedSpan = { from: string; to: string; count: number };

export const seedSpan = (from: string, to: string): SeedSpan => ({ from, to, count: dayCount(from, to) });

export type PersonDays = {
  user: MockUser;
  span: SeedSpan;
  kind: Uint8Array;
  capacity: Int32Array;
  // 1 on a day the plan books nothing: leave it respects (approved, and pending unless left on show).
  cut: Uint8Array;
  // 1 before the person started.
  before: Uint8Array;
  booked: Int32Array;
};

// The stored holidays for the years they cover, the rules' for the others (holidaysBetween's rule,
// over the seed's rows rather than a db's).
export function seedHolidays(rows: readonly HolidayRow[], country: string, span: SeedSpan): NamedDay[] {
  const stored = rows.filter((row) => row.country === country);
  const years = new Set(stored.map((row) => row.date.slice(0, 4)));
  const inSpan = (date: string) => date >= span.from && date <= span.to;
  return [
    ...stored.filter((row) => inSpan(row.date)).map(({ date, name }) => ({ date, name })),
    ...countryHolidaysBetween(country, span.from, span.to).filter(
      (holiday) => !years.has(holiday.date.slice(0, 4)),
    ),
  ];
}

// Each country's holidays over the span, worked out once (thousands of people share a few countries).
export function seedHolidayLookup(
  rows: readonly HolidayRow[],
  span: SeedSpan,
): (user: MockUser) => NamedDay[] {
  const byCountry = new Map<string, NamedDay[]>();
  return (user) => {
    const country = countryOf(user);
    let found = byCountry.get(country);
    if (!found) byCountry.set(country, (found = seedHolidays(rows, country, span)));
    return found;
  };
}

export type PersonDaysInput = {
  user: MockUser;
  span: SeedSpan;
  availability: readonly AvailabilityEntryRow[];
  timeOffs: readonly TimeOffRow[];
  // The person's country's holidays over the span.
  holidays: readonly NamedDay[];
  // Pending requests the plan does not yet respect (their days stay booked: a conflict to fix).
  shownPending: ReadonlySet<number>;
};

export function personDays({
  user,
  span,
  availability,
  timeOffs,
  holidays,
  shownPending,
}: PersonDaysInput): PersonDays {
  const load = dailyLoad(
    {
      availability: availability.map((entry) => ({
        id: entry.id,
        type: entry.type,
        date: entry.date,
        availability: entry.data.availability,
      })),
      allocations: [],
      time_offs: timeOffs,
      holidays,
    },
    span.from,
    span.to,
  );
  const cut = new Uint8Array(span.count);
  for (let index = 0; index < span.count; index += 1) {
    if (load.leave[index]! > 0) cut[index] = 1;
  }
  for (const timeOff of timeOffs) {
    if (timeOff.status !== 'pending' || shownPending.has(timeOff.id)) continue;
    const first = Math.max(0, dayIndexOf(span.from, timeOff.start_date));
    const last = Math.min(span.count - 1, dayIndexOf(span.from, timeOff.end_date));
    for (let index = first; index <= last; index += 1) if (load.pendingLeave[index]! > 0) cut[index] = 1;
  }
  const before = new Uint8Array(span.count);
  const started = dayIndexOf(span.from, user.start_date ?? span.from);
  for (let index = 0; index < Math.min(started, span.count); index += 1) before[index] = 1;
  return {
    user,
    span,
    kind: load.kind,
    capacity: load.capacity,
    cut,
    before,
    booked: new Int32Array(span.count),
  };
}

// A working day the plan may book.
export const isBookable = (days: PersonDays, index: number): boolean =>
  days.kind[index] === DAY_WORKING && days.cut[index] === 0 && days.before[index] === 0;

export const isHoliday = (days: PersonDays, index: number): boolean => days.kind[index] === DAY_HOLIDAY;

// The least free time of a bookable day in first..last (null when none is bookable); none before the
// person started.
export function leastFree(days: PersonDays, first: number, last: number): number | null {
  let least: number | null = null;
  for (let index = Math.max(0, first); index <= Math.min(days.span.count - 1, last); index += 1) {
    if (days.before[index] === 1 && days.kind[index] === DAY_WORKING) return 0;
    if (!isBookable(days, index)) continue;
    const free = days.capacity[index]! - days.booked[index]!;
    if (least === null || free < least) least = free;
  }
  return least;
}

export function book(days: PersonDays, first: number, last: number, minutes: number): void {
  for (let index = Math.max(0, first); index <= Math.min(days.span.count - 1, last); index += 1)
    if (isBookable(days, index)) days.booked[index] = days.booked[index]! + minutes;
}

// The bookable days of first..last, as runs: the pieces an allocation keeps once leave is cut out,
// each trimmed to working days so no piece starts or ends on a holiday, with its working days.
export type BookableRun = { from: string; to: string; workingDays: number };

export function bookableRuns(days: PersonDays, first: number, last: number): BookableRun[] {
  const runs: BookableRun[] = [];
  let start = -1;
  let end = -1;
  let working = 0;
  const close = () => {
    if (start >= 0)
      runs.push({
        from: dateAt(days.span.from, start),
        to: dateAt(days.span.from, end),
        workingDays: working,
      });
    start = -1;
    working = 0;
  };
  for (let index = Math.max(0, first); index <= Math.min(days.span.count - 1, last); index += 1) {
    if (days.cut[index] === 1 || days.before[index] === 1) close();
    else if (days.kind[index] === DAY_WORKING) {
      if (start < 0) start = index;
      end = index;
      working += 1;
    }
  }
  close();
  return runs;
}
