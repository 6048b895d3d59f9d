import { addYears, differenceInCalendarDays, parseISO, subDays } from 'date-fns';
import type { ApplicationConfig } from '@/api/application-configs/application-config.schemas';
import {
  OTHERS_OFF_LISTED,
  type Balance,
  type LedgerEntry,
  type OthersOff,
  type PersonRef,
  type TimeOff,
  type TimeOffUser,
} from '@/api/time-offs/time-off.schemas';
import { calendarDay } from '@/lib/calendar-day';
import { DEFAULT_APPLICATION_CONFIG } from '@/lib/constants';
import { formatDuration } from '@/lib/duration';
import { countryHolidaysBetween } from '@/lib/holidays';
import { timeOffDays, workingDaysWithin, yearRange, type TimeOffDays } from '@/lib/time-off-days';
import type { NamedDay } from '@/lib/working-days';
import {
  balanceAt,
  buildLedger,
  eligibleFromOf,
  trialDaysLeft,
  type LedgerLine,
} from '../rules/time-off-ledger';
import { mockToday } from './employee-view';
import { COMPANY_COUNTRY, countryOf } from './person-country';
import type { MockUser } from './schemas';
import type { TenantDb } from './tenant-db';
import type { TimeOffRow } from './time-off-schemas';

// Time off as the API answers it, worked out from the stored rows: a request's days from the
// person's country holidays, balances from the ledger (src/mocks/rules/time-off-ledger.ts).

export const timeOffConfigOf = (db: TenantDb): ApplicationConfig['time_off'] =>
  (db.settings.applicationConfig ?? DEFAULT_APPLICATION_CONFIG).time_off;

// A person's country (the seed needs it without the views, so it lives on its own).
export { countryOf };

// The stored holidays (with the company's changes) for the years they cover, the rules' for others.
export function holidaysBetween(db: TenantDb, country: string, from: string, to: string): NamedDay[] {
  const stored = db.publicHolidays.findMany((q) => q.where({ country }));
  const years = new Set(stored.map((row) => row.date.slice(0, 4)));
  const inRange = (date: string) => date >= from && date <= to;
  return [
    ...stored.filter((row) => inRange(row.date)).map(({ date, name }) => ({ date, name })),
    ...countryHolidaysBetween(country, from, to).filter((holiday) => !years.has(holiday.date.slice(0, 4))),
  ];
}

// What one answer needs again and again, looked up once.
export type TimeOffLookup = {
  db: TenantDb;
  today: string;
  users: Map<number, MockUser>;
  departments: Map<number, string>;
  holidays: Map<string, NamedDay[]>;
  ledgers: Map<number, LedgerLine[]>;
  // Built on the first request that asks who else is off, then shared by every row of the answer.
  offByDepartment: Map<number, DepartmentOff> | null;
};

export function timeOffLookup(db: TenantDb): TimeOffLookup {
  return {
    db,
    today: mockToday(),
    users: new Map(db.users.all().map((user) => [user.id, user])),
    departments: new Map(db.departments.all().map((row) => [row.id, row.name])),
    holidays: new Map(),
    ledgers: new Map(),
    offByDepartment: null,
  };
}

// A country's holidays over the seeded years and two more, cached per answer.
function countryHolidays(lookup: TimeOffLookup, country: string): NamedDay[] {
  const known = lookup.holidays.get(country);
  if (known) return known;
  const year = Number(lookup.today.slice(0, 4));
  const holidays = holidaysBetween(lookup.db, country, `${year - 3}-01-01`, `${year + 2}-12-31`);
  lookup.holidays.set(country, holidays);
  return holidays;
}

export function daysOf(
  lookup: TimeOffLookup,
  row: Pick<TimeOffRow, 'user_id' | 'start_date' | 'end_date' | 'partial_days'>,
): TimeOffDays {
  const user = lookup.users.get(row.user_id);
  const holidays = countryHolidays(lookup, user ? countryOf(user) : COMPANY_COUNTRY);
  return timeOffDays(row.start_date, row.end_date, row.partial_days, holidays);
}

export const personRef = (lookup: TimeOffLookup, id: number): PersonRef => {
  const user = lookup.users.get(id);
  return { id, name: user?.name ?? `#${id}`, avatar: user?.avatar ?? null };
};

export function timeOffUser(lookup: TimeOffLookup, id: number): TimeOffUser {
  const user = lookup.users.get(id);
  const departmentId = user?.department_id ?? null;
  const department = departmentId === null ? undefined : lookup.departments.get(departmentId);
  return {
    ...personRef(lookup, id),
    department:
      departmentId !== null && department !== undefined ? { id: departmentId, name: department } : null,
  };
}

// Requests that count: not withdrawn.
export const activeTimeOffs = (db: TenantDb): TimeOffRow[] =>
  db.timeOffs.all().filter((row) => row.withdrawn_at === null);

export const userTimeOffs = (db: TenantDb, userId: number): TimeOffRow[] =>
  db.timeOffs.findMany((q) => q.where({ user_id: userId }));

// A person's vacation ledger up to `until` (grants and lapses; their requests whatever the date).
export function ledgerOf(lookup: TimeOffLookup, userId: number, until?: string): LedgerLine[] {
  const cached = until === undefined ? lookup.ledgers.get(userId) : undefined;
  if (cached) return cached;
  const user = lookup.users.get(userId);
  if (!user?.start_date) return [];
  const horizon = until ?? calendarDay(addYears(parseISO(lookup.today), 1));
  const requests = userTimeOffs(lookup.db, userId)
    .filter((row) => row.type === 'vacation')
    .map((row) => ({
      id: row.id,
      start_date: row.start_date,
      working_days: daysOf(lookup, row).working_days,
      status: row.status,
      withdrawn: row.withdrawn_at !== null,
    }))
    // A pending request withdrawn is simply gone.
    .filter((request) => !(request.withdrawn && request.status !== 'approved'));
  const adjustments = lookup.db.ledgerAdjustments
    .findMany((q) => q.where({ user_id: userId }))
    .filter((row) => row.type === 'vacation');
  const ledger = buildLedger({
    start_date: user.start_date,
    config: timeOffConfigOf(lookup.db),
    requests,
    adjustments,
    until: horizon,
  });
  if (until === undefined) lookup.ledgers.set(userId, ledger);
  return ledger;
}

// Vacation days of a person's pending requests (shown, not deducted), one left out when editing it.
export function pendingVacationDays(
  lookup: TimeOffLookup,
  userId: number,
  exceptId: number | null = null,
): number {
  return userTimeOffs(lookup.db, userId)
    .filter(
      (row) =>
        row.type === 'vacation' &&
        row.status === 'pending' &&
        row.withdrawn_at === null &&
        row.id !== exceptId,
    )
    .reduce((sum, row) => sum + daysOf(lookup, row).working_days, 0);
}

// Available vacation days today, from the ledger.
export function availableVacation(
  lookup: TimeOffLookup,
  userId: number,
  date: string = lookup.today,
): number {
  return balanceAt(ledgerOf(lookup, userId), date, 0).available;
}

// The available days after a request: an approved one's taken entry; a pending one's days off today's.
function balanceAfter(lookup: TimeOffLookup, row: TimeOffRow, workingDays: number): number | null {
  if (row.type !== 'vacation' || row.status === 'rejected') return null;
  const ledger = ledgerOf(lookup, row.user_id);
  if (row.status === 'approved') {
    return balanceAt(ledger, row.start_date < lookup.today ? lookup.today : row.start_date, 0).available;
  }
  return Math.round((availableVacation(lookup, row.user_id) - workingDays) * 10) / 10;
}

const currentStep = (row: TimeOffRow) => row.approvals.find((approval) => approval.decision === null) ?? null;

export function waitingFor(row: TimeOffRow): number | null {
  return row.status === 'pending' ? (currentStep(row)?.reviewer_id ?? null) : null;
}

// A department's approved and pending requests by first day, and the longest one's length in days (so
// a range's overlaps are found between two bounds rather than by a scan of every request).
type DepartmentOff = { rows: TimeOffRow[]; longest: number };

function offByDepartment(lookup: TimeOffLookup): Map<number, DepartmentOff> {
  if (lookup.offByDepartment) return lookup.offByDepartment;
  const index = new Map<number, DepartmentOff>();
  for (const row of lookup.db.timeOffs.all()) {
    if (row.withdrawn_at !== null || row.status === 'rejected') continue;
    const department = lookup.users.get(row.user_id)?.department_id ?? null;
    if (department === null) continue;
    const entry = index.get(department) ?? { rows: [], longest: 0 };
    entry.rows.push(row);
    entry.longest = Math.max(
      entry.longest,
      differenceInCalendarDays(parseISO(row.end_date), parseISO(row.start_date)),
    );
    index.set(department, entry);
  }
  for (const entry of index.values()) entry.rows.sort((a, b) => a.start_date.localeCompare(b.start_date));
  lookup.offByDepartment = index;
  return index;
}

// The first index whose start_date is after `date`.
function startsAfter(rows: readonly TimeOffRow[], date: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (rows[middle]!.start_date <= date) low = middle + 1;
    else high = middle;
  }
  return low;
}

// Other people of the person's department off (approved or pending) during the row's range, by name;
// one approved request is enough to say "approved" for a person with several.
export function othersOffOf(
  lookup: TimeOffLookup,
  row: Pick<TimeOffRow, 'user_id' | 'start_date' | 'end_date'>,
): OthersOff {
  const department = lookup.users.get(row.user_id)?.department_id ?? null;
  const entry = department === null ? undefined : offByDepartment(lookup).get(department);
  if (!entry) return { count: 0, people: [] };
  const earliest = calendarDay(subDays(parseISO(row.start_date), entry.longest));
  const statuses = new Map<number, TimeOffRow['status']>();
  for (let index = startsAfter(entry.rows, row.end_date) - 1; index >= 0; index -= 1) {
    const other = entry.rows[index]!;
    if (other.start_date < earliest) break;
    if (other.user_id === row.user_id || other.end_date < row.start_date) continue;
    if (statuses.get(other.user_id) !== 'approved') statuses.set(other.user_id, other.status);
  }
  const people = [...statuses]
    .map(([id, status]) => ({ id, name: personRef(lookup, id).name, status }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  return { count: people.length, people: people.slice(0, OTHERS_OFF_LISTED) };
}

export function toTimeOff(lookup: TimeOffLookup, row: TimeOffRow): TimeOff {
  const days = daysOf(lookup, row);
  const waiting = waitingFor(row);
  return {
    id: row.id,
    user: timeOffUser(lookup, row.user_id),
    type: row.type,
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    partial_days: row.partial_days,
    working_days: days.working_days,
    hours: formatDuration(days.minutes).padStart(5, '0'),
    skipped: days.skipped,
    note: row.note,
    attachment: row.attachment,
    exclusion: row.exclusion,
    excluded_days: row.excluded_days,
    approvals: row.approvals.map((approval) => ({
      step: approval.step === 2 ? 2 : 1,
      reviewer: personRef(lookup, approval.reviewer_id),
      decision: approval.decision,
      comment: approval.comment,
      decided_at: approval.decided_at,
      decided_by: approval.decided_by === null ? null : personRef(lookup, approval.decided_by),
    })),
    waiting_for: waiting === null ? null : personRef(lookup, waiting),
    balance_after: balanceAfter(lookup, row, days.working_days),
    others_off: othersOffOf(lookup, row),
    history: row.history.map((entry) => ({ ...entry, by: personRef(lookup, entry.by) })),
    created_by: personRef(lookup, row.created_by),
    created_at: row.created_at,
  };
}

// Ledger lines as the API answers them; ids are their place in the person's ledger.
export function toLedgerEntries(lookup: TimeOffLookup, lines: readonly LedgerLine[]): LedgerEntry[] {
  return lines.map((line, index) => ({
    id: index + 1,
    date: line.date,
    type: 'vacation',
    kind: line.kind,
    days: line.days,
    balance_after: line.balance_after,
    time_off_id: line.time_off_id,
    note: line.note,
    created_by: line.created_by === null ? null : personRef(lookup, line.created_by),
  }));
}

// A leave type's counters for one calendar year: the working days of that year only; approved ones
// taken once the request has started by `date`, planned before.
const counts = (lookup: TimeOffLookup, rows: readonly TimeOffRow[], date: string, year: number) => {
  const { from, to } = yearRange(year);
  const result = { taken: 0, planned: 0, pending: 0 };
  for (const row of rows) {
    if (row.end_date < from || row.start_date > to) continue;
    const days = workingDaysWithin(daysOf(lookup, row).dates, row.partial_days, from, to);
    if (row.status === 'pending') result.pending += days;
    else if (row.status === 'approved') result[row.start_date <= date ? 'taken' : 'planned'] += days;
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return { taken: round(result.taken), planned: round(result.planned), pending: round(result.pending) };
};

// The balance at `date`; sick, parental and unpaid leave counted in `year`.
export function balanceOf(lookup: TimeOffLookup, user: MockUser, date: string, year: number): Balance {
  const config = timeOffConfigOf(lookup.db);
  const ledger = ledgerOf(lookup, user.id);
  const rows = userTimeOffs(lookup.db, user.id).filter((row) => row.withdrawn_at === null);
  const ofType = (type: TimeOffRow['type']) => rows.filter((row) => row.type === type);
  return {
    user: personRef(lookup, user.id),
    start_date: user.start_date,
    eligible_from: user.start_date ? eligibleFromOf(user.start_date, config) : null,
    trial_days_left: user.start_date ? trialDaysLeft(ledger, user.start_date, config, date) : null,
    vacation: balanceAt(ledger, date, pendingVacationDays(lookup, user.id)),
    year,
    sick_leave: counts(lookup, ofType('sick_leave'), date, year),
    parental_leave: counts(lookup, ofType('parental_leave'), date, year),
    unpaid_leave: counts(lookup, ofType('unpaid_leave'), date, year),
  };
}
