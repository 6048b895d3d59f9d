import type {
  TrafficAllocation,
  TrafficPerson,
  TrafficProjectRef,
  TrafficTimeOff,
} from '@/api/traffic/traffic.schemas';
import { fromCents } from '@/lib/cents';
import { percentageFromMinutesPerDay } from '@/lib/duration';
import { epochDayOf, dateOfEpochDay } from '@/lib/planner-grid';
import { hoursPerDayText } from '@/lib/term-form';
import { dailyLoad, type DailyLoad } from '@/lib/traffic-load';
import type { WorkingDayCounter } from '@/lib/working-day-counter';
import type { NamedDay } from '@/lib/working-days';
import type { ProjectRow, TermRow } from './project-schemas';
import { projectHolidays } from './project-view';
import type { AvailabilityEntryRow, MockUser } from './schemas';
import type { TenantDb } from './tenant-db';
import { countryOf, holidaysBetween } from './time-off-view';
import type { TimeOffRow } from './time-off-schemas';
import { spanWorkingDayCounter } from './traffic-working-days';

// The planner's read model (planning.md §2.5) from the stored rows, looked up once per answer: terms,
// time off and availability indexed by person, so 500 people × a year is one pass over each collection.

export type TrafficIndex = {
  db: TenantDb;
  from: string;
  to: string;
  projects: Map<number, ProjectRow>;
  userNames: Map<number, string>;
  positions: Map<number, string>;
  departments: Map<number, string>;
  seniorities: Map<number, string>;
  // By person: terms overlapping the range (tentative ones left out when asked), by start date.
  terms: Map<number, TermRow[]>;
  // By person: approved and pending time off overlapping the range, not withdrawn.
  timeOffs: Map<number, TimeOffRow[]>;
  // By person: every availability entry.
  availability: Map<number, AvailabilityEntryRow[]>;
  // By country: the range's holidays (filled as countries come up).
  holidays: Map<string, NamedDay[]>;
  // The holidays terms skip (Georgia's), as the project figures count them.
  projectWorkingDays: WorkingDayCounter;
};

const namesOf = (rows: readonly { id: number; name: string }[]) =>
  new Map(rows.map((row) => [row.id, row.name]));

function push<T>(map: Map<number, T[]>, key: number, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

// The span the project holidays' counter covers: every overlapping term's whole plan.
function termSpan(terms: readonly TermRow[], from: string, to: string) {
  let first = epochDayOf(from);
  let last = epochDayOf(to);
  for (const term of terms) {
    first = Math.min(first, epochDayOf(term.start_date));
    last = Math.max(last, epochDayOf(term.end_date));
  }
  return { from: dateOfEpochDay(first), to: dateOfEpochDay(last) };
}

export function trafficIndex(
  db: TenantDb,
  from: string,
  to: string,
  { withTentativeRows = true }: { withTentativeRows?: boolean } = {},
): TrafficIndex {
  const terms = new Map<number, TermRow[]>();
  const overlapping: TermRow[] = [];
  for (const term of db.terms.all()) {
    if (term.end_date < from || term.start_date > to) continue;
    if (!withTentativeRows && term.status === 'tentative') continue;
    overlapping.push(term);
    push(terms, term.user_id, term);
  }
  for (const list of terms.values())
    list.sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  const timeOffs = new Map<number, TimeOffRow[]>();
  for (const row of db.timeOffs.all()) {
    if (row.withdrawn_at !== null || (row.status !== 'approved' && row.status !== 'pending')) continue;
    if (row.end_date < from || row.start_date > to) continue;
    push(timeOffs, row.user_id, row);
  }
  for (const list of timeOffs.values()) list.sort((a, b) => a.start_date.localeCompare(b.start_date));
  const availability = new Map<number, AvailabilityEntryRow[]>();
  for (const entry of db.availabilityEntries.all()) push(availability, entry.user_id, entry);
  for (const list of availability.values()) list.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id);
  const span = termSpan(overlapping, from, to);
  return {
    db,
    from,
    to,
    projects: new Map(db.projects.all().map((project) => [project.id, project])),
    userNames: new Map(db.users.all().map((user) => [user.id, user.name])),
    positions: namesOf(db.positions.all()),
    departments: namesOf(db.departments.all()),
    seniorities: namesOf(db.seniorities.all()),
    terms,
    timeOffs,
    availability,
    holidays: new Map(),
    projectWorkingDays: spanWorkingDayCounter(projectHolidays(db), span.from, span.to),
  };
}

export function countryHolidays(index: TrafficIndex, country: string): NamedDay[] {
  let holidays = index.holidays.get(country);
  if (!holidays) {
    holidays = holidaysBetween(index.db, country, index.from, index.to);
    index.holidays.set(country, holidays);
  }
  return holidays;
}

const refOf = (names: Map<number, string>, id: number | null) => {
  const name = id === null ? undefined : names.get(id);
  return id !== null && name !== undefined ? { id, name } : null;
};

// Billable when the latest entry dated by the range's end is of the billable type; the profile's
// flag without one.
function isBillable(index: TrafficIndex, user: MockUser): boolean {
  const entries = (index.availability.get(user.id) ?? []).filter((entry) => entry.date <= index.to);
  const latest = entries.at(-1);
  return latest ? latest.type === 'billable' : user.is_billable;
}

export function toTrafficPerson(index: TrafficIndex, user: MockUser): TrafficPerson {
  return {
    id: user.id,
    name: user.name,
    avatar: user.avatar,
    position: refOf(index.positions, user.position_id),
    department: refOf(index.departments, user.department_id),
    seniority: refOf(index.seniorities, user.seniority_id),
    country: countryOf(user),
    is_billable: isBillable(index, user),
  };
}

export function projectRefOf(index: TrafficIndex, project: ProjectRow): TrafficProjectRef {
  return {
    id: project.id,
    title: project.title,
    client: project.client,
    currency: project.currency,
    project_manager: refOf(index.userNames, project.project_manager_id),
  };
}

// The rate only to a caller who may read booking money (issue 30, L4); null otherwise.
export function toTrafficAllocation(
  index: TrafficIndex,
  term: TermRow,
  withRate: boolean,
): TrafficAllocation {
  const project = index.projects.get(term.internal_project_id);
  const currency = project?.currency ?? 'EUR';
  return {
    id: term.id,
    internal_project_id: term.internal_project_id,
    project: project
      ? projectRefOf(index, project)
      : {
          id: term.internal_project_id,
          title: `#${term.internal_project_id}`,
          client: null,
          currency,
          project_manager: null,
        },
    user_id: term.user_id,
    start_date: term.start_date,
    end_date: term.end_date,
    hours_per_day: hoursPerDayText(term.minutes_per_day),
    percentage: percentageFromMinutesPerDay(term.minutes_per_day),
    hourly_rate: withRate ? fromCents(term.rate_cents) : null,
    currency,
    working_days: index.projectWorkingDays(term.start_date, term.end_date),
    status: term.status === 'tentative' ? 'tentative' : 'confirmed',
    note: term.note,
  };
}

// The kind of leave only when the caller may see the request (as the team calendar); otherwise null.
export const toTrafficTimeOff = (row: TimeOffRow, kindVisible: boolean): TrafficTimeOff => ({
  id: row.id,
  type: kindVisible ? row.type : null,
  status: row.status,
  start_date: row.start_date,
  end_date: row.end_date,
  partial_days: row.partial_days,
  exclusion: row.exclusion,
});

// The person's day-by-day load over the range with the client's own rules (src/lib/traffic-load).
export function loadOf(
  index: TrafficIndex,
  user: MockUser,
  terms: readonly TermRow[] = index.terms.get(user.id) ?? [],
): DailyLoad {
  return dailyLoad(
    {
      availability: (index.availability.get(user.id) ?? []).map((entry) => ({
        id: entry.id,
        type: entry.type,
        date: entry.date,
        availability: entry.data.availability,
      })),
      allocations: terms.map((term) => ({
        id: term.id,
        start_date: term.start_date,
        end_date: term.end_date,
        minutes_per_day: term.minutes_per_day,
        status: term.status,
      })),
      time_offs: index.timeOffs.get(user.id) ?? [],
      holidays: countryHolidays(index, countryOf(user)),
    },
    index.from,
    index.to,
  );
}
