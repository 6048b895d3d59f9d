import { dateAt, dayIndexOf, periodOf, weekdayOf } from '@/lib/planner-grid';
import { conflictsOf, type ConflictKind } from '@/lib/traffic-conflicts';
import { DAY_WORKING, OVERBOOK_TOLERANCE_MINUTES, bookedOn, type DailyLoad } from '@/lib/traffic-load';
import { periodLoad, trafficPeriods } from '@/lib/traffic-periods';
import { mockToday } from './employee-view';
import { isUnplannedLeave } from './seed-traffic';
import { availableVacation, countryOf, timeOffConfigOf, timeOffLookup } from './time-off-view';
import type { TenantDb } from './tenant-db';
import { trafficPeople, type TrafficQuery } from './traffic-query';
import { utilisationOf } from './traffic-summary';
import { countryHolidays, loadOf, toTrafficPerson, trafficIndex } from './traffic-view';

// The planning figures of a tenant's seed (issue 32), worked out with the product's own rules: the
// planner's people, loads and conflicts (traffic-view, src/lib/traffic-*) and the vacation ledger.

// Weeks either side of the week holding today: the quarter a planner looks at.
export const FIGURE_WEEKS_AROUND = 6;

export type PlanningFigures = {
  today: string;
  // The timeline's default view: the month holding today, tentative work and pending leave shown.
  conflicts: { range: { from: string; to: string }; total: number; byKind: Record<ConflictKind, number> };
  // Billable people the planner lists, and the weeks the shares below are taken over.
  billablePeople: number;
  weeks: { from: string; to: string; count: number };
  // Share (0–1) of billable people with a day over capacity in a week (the timeline's over-capacity
  // conflict: a booked sick day counts as "on leave" instead, as the conflicts list it).
  overCapacityShare: { max: number; mean: number };
  // Share (0–1) of billable people over capacity in at least one of the weeks.
  overCapacityPeopleShare: number;
  // Share (0–1) of billable people booked 60–100 % of their capacity in a week.
  bookedShare60to100: { min: number; mean: number };
  // Billable people with nothing booked in the week holding today, though not away all week.
  bench: number;
  // The traffic table's default (the year by month): the highest booked ÷ capacity of a department
  // over the year, and of one person.
  tableYear: { from: string; to: string; maxDepartmentUtilisation: number; maxPersonUtilisation: number };
  // Days a person is booked on approved leave, over every allocation of the seed: on planned leave
  // (respected: 0), and on sick days already taken (booked before the person fell ill).
  bookedOnApprovedLeave: { planned: number; sick: number };
  // Available vacation days today of everyone the planner lists, and the yearly allowance.
  vacation: { yearlyAllowance: number; min: number; max: number; mean: number };
};

const NO_FILTERS: Omit<TrafficQuery, 'from' | 'to'> = {
  search: '',
  userIds: [],
  departmentIds: [],
  positionIds: [],
  seniorityIds: [],
  skills: [],
  projectIds: [],
  projectManagerIds: [],
  clients: [],
  availability: [],
  load: null,
  countTentative: true,
  dropTentative: false,
  perPage: 100,
  granularity: 'week',
  groupBy: 'none',
};

const round3 = (value: number) => Math.round(value * 1000) / 1000;
const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

// The timeline's "Conflicts (n)" for its default view, person by person as the client counts them.
function monthConflicts(db: TenantDb, today: string): PlanningFigures['conflicts'] {
  const range = periodOf('month', today);
  const query: TrafficQuery = { ...NO_FILTERS, ...range };
  const index = trafficIndex(db, range.from, range.to);
  const byKind: Record<ConflictKind, number> = { over_capacity: 0, on_leave: 0, on_holiday: 0 };
  for (const user of trafficPeople(index, query)) {
    const terms = index.terms.get(user.id) ?? [];
    if (terms.length === 0) continue;
    const found = conflictsOf(loadOf(index, user), terms, countryHolidays(index, countryOf(user)), {
      withTentative: true,
      withPendingLeave: true,
    });
    for (const conflict of found) byKind[conflict.kind] += 1;
  }
  const total = byKind.over_capacity + byKind.on_leave + byKind.on_holiday;
  return { range, total, byKind };
}

// Days over capacity by the timeline's conflict rule: a booked day of leave is a conflict of its own
// ("on leave"), not over capacity.
function overCapacityDays(load: DailyLoad, first: number, last: number): number {
  let days = 0;
  for (let index = Math.max(0, first); index <= Math.min(load.count - 1, last); index += 1)
    if (
      !load.onDemand[index] &&
      load.kind[index] === DAY_WORKING &&
      load.leave[index] === 0 &&
      bookedOn(load, index, true) > load.capacity[index]! + OVERBOOK_TOLERANCE_MINUTES
    )
      days += 1;
  return days;
}

function weekShares(db: TenantDb, today: string) {
  const monday = dateAt(today, -((weekdayOf(today) + 6) % 7));
  const from = dateAt(monday, -7 * FIGURE_WEEKS_AROUND);
  const to = dateAt(monday, 7 * (FIGURE_WEEKS_AROUND + 1) - 1);
  const index = trafficIndex(db, from, to);
  const periods = trafficPeriods(from, to, 'week');
  const thisWeek = periods.findIndex((period) => period.from === monday);
  const people = trafficPeople(index, { ...NO_FILTERS, from, to }).filter(
    (user) => toTrafficPerson(index, user).is_billable,
  );
  const over = periods.map(() => 0);
  const inBand = periods.map(() => 0);
  let bench = 0;
  let overPeople = 0;
  for (const user of people) {
    const load = loadOf(index, user);
    let overSome = false;
    periods.forEach((period, position) => {
      const week = periodLoad(load, period.first, period.last, true);
      if (overCapacityDays(load, period.first, period.last) > 0) {
        over[position]! += 1;
        overSome = true;
      }
      const utilisation = utilisationOf(week);
      if (utilisation !== null && utilisation >= 60 && utilisation <= 100) inBand[position]! += 1;
      if (position === thisWeek && week.booked === 0 && week.capacity > 0) bench += 1;
    });
    if (overSome) overPeople += 1;
  }
  const share = (count: number) => (people.length === 0 ? 0 : count / people.length);
  return {
    billablePeople: people.length,
    weeks: { from, to, count: periods.length },
    overCapacityShare: { max: round3(Math.max(0, ...over.map(share))), mean: round3(mean(over.map(share))) },
    overCapacityPeopleShare: round3(share(overPeople)),
    bookedShare60to100: {
      min: round3(Math.min(1, ...inBand.map(share))),
      mean: round3(mean(inBand.map(share))),
    },
    bench,
  };
}

// The table's year by department (what it shows by default) and the busiest person of it.
function tableYear(db: TenantDb, today: string): PlanningFigures['tableYear'] {
  const { from, to } = periodOf('year', today);
  const index = trafficIndex(db, from, to);
  const byDepartment = new Map<number, { booked: number; capacity: number }>();
  let maxPerson = 0;
  for (const user of trafficPeople(index, { ...NO_FILTERS, from, to })) {
    const load = loadOf(index, user);
    const year = periodLoad(load, 0, load.count - 1, true);
    const department = byDepartment.get(user.department_id ?? 0) ?? { booked: 0, capacity: 0 };
    department.booked += year.booked;
    department.capacity += year.capacity;
    byDepartment.set(user.department_id ?? 0, department);
    maxPerson = Math.max(maxPerson, utilisationOf(year) ?? 0);
  }
  const departments = [...byDepartment.values()].map(
    (totals) =>
      utilisationOf({
        ...totals,
        tentative: 0,
        leave: 0,
        pendingLeave: 0,
        workingDays: 0,
        overbookedDays: 0,
      }) ?? 0,
  );
  return { from, to, maxDepartmentUtilisation: Math.max(0, ...departments), maxPersonUtilisation: maxPerson };
}

// Every allocation against the person's approved leave, day by day (the loads' own rule), apart: days of
// planned leave (respected: 0) and sick days already taken that the plan came before (the seed-traffic rule).
function bookedOnApprovedLeave(db: TenantDb, today: string): { planned: number; sick: number } {
  const terms = db.terms.all();
  if (terms.length === 0) return { planned: 0, sick: 0 };
  const from = terms.reduce(
    (first, term) => (term.start_date < first ? term.start_date : first),
    terms[0]!.start_date,
  );
  const to = terms.reduce((last, term) => (term.end_date > last ? term.end_date : last), terms[0]!.end_date);
  const index = trafficIndex(db, from, to);
  const booked = { planned: 0, sick: 0 };
  for (const user of trafficPeople(index, { ...NO_FILTERS, from, to })) {
    if (!index.terms.has(user.id)) continue;
    const load = loadOf(index, user);
    const sickDays = new Set<number>();
    for (const row of index.timeOffs.get(user.id) ?? [])
      if (row.status === 'approved' && row.withdrawn_at === null && isUnplannedLeave(row, today))
        for (let day = dayIndexOf(from, row.start_date); day <= dayIndexOf(from, row.end_date); day += 1)
          sickDays.add(day);
    for (let day = 0; day < load.count; day += 1)
      if (load.kind[day] === DAY_WORKING && load.leave[day]! > 0 && bookedOn(load, day, true) > 0)
        booked[sickDays.has(day) ? 'sick' : 'planned'] += 1;
  }
  return booked;
}

function vacation(db: TenantDb, today: string): PlanningFigures['vacation'] {
  const lookup = { ...timeOffLookup(db), today };
  const range = periodOf('month', today);
  const index = trafficIndex(db, range.from, range.to);
  const days = trafficPeople(index, { ...NO_FILTERS, ...range }).map((user) =>
    availableVacation(lookup, user.id),
  );
  return {
    yearlyAllowance: timeOffConfigOf(db).yearly_vacation_days,
    min: Math.min(...days),
    max: Math.max(...days),
    mean: Math.round(mean(days) * 10) / 10,
  };
}

export function seedPlanningFigures(db: TenantDb, today: string = mockToday()): PlanningFigures {
  return {
    today,
    conflicts: monthConflicts(db, today),
    ...weekShares(db, today),
    tableYear: tableYear(db, today),
    bookedOnApprovedLeave: bookedOnApprovedLeave(db, today),
    vacation: vacation(db, today),
  };
}
