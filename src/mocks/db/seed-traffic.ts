import { calendarDay } from '@/lib/calendar-day';
import { MINUTES_PER_WORKING_DAY } from '@/lib/duration';
import { dateAt, dayIndexOf, weekdayOf } from '@/lib/planner-grid';
import type { ProjectRow, TermRow } from './project-schemas';
import type { AvailabilityEntryRow, HolidayRow, MockUser } from './schemas';
import {
  book,
  bookableRuns,
  leastFree,
  personDays,
  seedHolidayLookup,
  seedSpan,
  type PersonDays,
} from './seed-capacity';
import { generator } from './seed-time-offs';
import type { TimeOffRow } from './time-off-schemas';
import { groupBy } from './group-by';

// The planner's picture (issue 32): the drawn terms staffed with people who have room for them, the
// gaps of the last two years and the next weeks filled with work, planned leave cut out of every
// allocation (nobody is booked on a day of their vacation; sick days already taken stay booked, as they came
// after the plan, and their invoices leave them out), so most people
// are booked 60–100 %; a few on the bench now, about one in twenty over capacity for a week or two,
// and some of the pending leave not yet planned around: a handful of conflicts. Draws from a generator
// of its own, so no faker stream moves.

const FILL_MONTHS_BACK = 24;
const FILL_WEEKS_AHEAD = 10;
// Beyond the first 500 people (large scales) only the drawn terms are planned, so 5,000 people seed
// in seconds (as their time off, seed-time-offs.ts).
const FILL_PEOPLE = 500;
const BENCH_SHARE = 0.08;
const OVER_SHARE = 0.05;
const SHOWN_PENDING_SHARE = 0.5;
// A week with this much of a day free on its fullest day is booked under 60 %: work is found for it.
const UNDER_BOOKED_FREE = 0.4 * MINUTES_PER_WORKING_DAY;
const MIN_MINUTES = 120;
const MIN_PIECE_DAYS = 3;
const STEP_MINUTES = 30;
// What a filled allocation leaves free of the day, so not everyone is at exactly 100 %.
const SLACK_MINUTES = [0, 0, 0, 30, 60, 60, 120] as const;
const OVER_MINUTES = [60, 120, 180] as const;
const OVER_TRIES = 12;
const OVER_FREE_AT_MOST = 120;
// Someone else tried for a term the drawn person has no room for.
const STAFFING_TRIES = 12;
// Hourly rates in cents for a project that has no term to take one from.
const DEFAULT_RATES: Record<string, number> = { EUR: 5250, USD: 5500, GEL: 12500, GBP: 4200 };

export type TrafficSeedContext = {
  tenant: string;
  users: readonly MockUser[];
  projects: readonly ProjectRow[];
  // The terms as drawn with the projects: the work there is, and who it was first meant for.
  terms: readonly TermRow[];
  timeOffs: readonly TimeOffRow[];
  availability: readonly AvailabilityEntryRow[];
  holidays: readonly HolidayRow[];
  referenceDate: Date;
};

type Plan = {
  id: number | null;
  source: TermRow | null;
  project: ProjectRow;
  user: MockUser;
  first: number;
  last: number;
  minutes: number;
  status: 'confirmed' | 'tentative';
};

const isEmployee = (user: MockUser) =>
  !user.archived && user.start_date !== null && (user.stage === '' || user.stage === 'hired');

const mondayOf = (date: string) => dateAt(date, -((weekdayOf(date) + 6) % 7));

// The last day of the month `months` after the one holding `date`.
function monthEnd(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) + months;
  const end = new Date(Date.UTC(year, month, 0));
  return calendarDay(new Date(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate()));
}

function monthStart(date: string, monthsBack: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

const floorStep = (minutes: number) => Math.floor(minutes / STEP_MINUTES) * STEP_MINUTES;

// Leave nobody planned around: sick leave that has begun by the reference day.
export function isUnplannedLeave(row: Pick<TimeOffRow, 'type' | 'start_date'>, today: string): boolean {
  return row.type === 'sick_leave' && row.start_date <= today;
}

export function plannedTerms(context: TrafficSeedContext): TermRow[] {
  const { tenant, users, projects, terms: drawn, referenceDate } = context;
  const random = generator(`allocations:${tenant}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const today = calendarDay(referenceDate);
  const thisMonday = mondayOf(today);
  const fillFrom = monthStart(today, FILL_MONTHS_BACK);
  const fillTo = dateAt(thisMonday, 7 * FILL_WEEKS_AHEAD - 1);

  let spanFrom = fillFrom;
  let spanTo = fillTo;
  for (const term of drawn) {
    if (term.start_date < spanFrom) spanFrom = term.start_date;
    if (term.end_date > spanTo) spanTo = term.end_date;
  }
  const span = seedSpan(spanFrom, spanTo);
  const at = (date: string) => dayIndexOf(span.from, date);

  const position = new Map(users.map((user, index) => [user.id, index]));
  const candidates = users.filter((user) => isEmployee(user) && user.is_billable);
  const candidateIds = new Set(candidates.map((user) => user.id));
  const fillPeople = candidates.filter((user) => (position.get(user.id) ?? 0) < FILL_PEOPLE);
  // Sick leave already taken came after the plan: it stays booked (a conflict if it is this month), and the
  // invoice leaves it out, so the income report's delta is explained by leave.
  const timeOffsOf = groupBy(
    context.timeOffs.filter(
      (row) =>
        row.withdrawn_at === null &&
        (row.status === 'approved' || row.status === 'pending') &&
        !isUnplannedLeave(row, today),
    ),
    (row) => row.user_id,
  );
  const availabilityOf = groupBy(context.availability, (row) => row.user_id);
  const shownPending = new Set(
    context.timeOffs
      .filter((row) => row.status === 'pending' && row.withdrawn_at === null)
      .filter(() => random() < SHOWN_PENDING_SHARE)
      .map((row) => row.id),
  );

  // Generated people only: the demo accounts (ids 1–3) keep the plans the demo shows.
  const generated = fillPeople.filter((user) => user.id > 3);
  const benchCount = Math.max(1, Math.round(fillPeople.length * BENCH_SHARE));
  const bench = new Set<number>();
  while (bench.size < Math.min(benchCount, generated.length)) bench.add(pick(generated).id);
  const benchFirst = at(dateAt(thisMonday, -14));
  const benchLast = at(dateAt(thisMonday, 7 * 6 - 1));

  const holidaysOf = seedHolidayLookup(context.holidays, span);
  const daysOf = new Map<number, PersonDays>();
  const days = (user: MockUser): PersonDays => {
    let found = daysOf.get(user.id);
    if (!found) {
      found = personDays({
        user,
        span,
        availability: availabilityOf.get(user.id) ?? [],
        timeOffs: timeOffsOf.get(user.id) ?? [],
        holidays: holidaysOf(user),
        shownPending,
      });
      // The bench: nothing booked from two weeks ago to six weeks on.
      if (bench.has(user.id)) found.cut.fill(1, Math.max(0, benchFirst), Math.max(0, benchLast + 1));
      daysOf.set(user.id, found);
    }
    return found;
  };

  const plans: Plan[] = [];
  const plansOf = new Map<number, Plan[]>();
  const addPlan = (plan: Plan) => {
    plans.push(plan);
    plansOf.set(plan.user.id, [...(plansOf.get(plan.user.id) ?? []), plan]);
  };
  // The first day of the person's own work on the project within first..last, if any: a second term
  // beside it would only repeat it.
  const ownWorkFrom = (user: MockUser, project: ProjectRow, first: number, last: number) =>
    (plansOf.get(user.id) ?? [])
      .filter((plan) => plan.project.id === project.id && plan.first <= last && plan.last >= first)
      .reduce<number | null>((earliest, plan) => Math.min(earliest ?? plan.first, plan.first), null);
  const userById = new Map(users.map((user) => [user.id, user]));
  const projectById = new Map(projects.map((project) => [project.id, project]));
  const rateOf = new Map<number, number>();
  for (const term of drawn)
    if (!rateOf.has(term.internal_project_id)) rateOf.set(term.internal_project_id, term.rate_cents);

  // 1. The drawn work, staffed: the person it was drawn for when they have room, else someone who has.
  const byStart = [...drawn].sort((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id);
  for (const term of byStart) {
    const project = projectById.get(term.internal_project_id);
    if (!project) continue;
    const first = at(term.start_date);
    const last = at(term.end_date);
    const drawnPerson = userById.get(term.user_id);
    const tries = [
      ...(drawnPerson && candidateIds.has(drawnPerson.id) ? [drawnPerson] : []),
      ...Array.from({ length: Math.min(STAFFING_TRIES, candidates.length) }, () => pick(candidates)),
    ];
    let chosen: { user: MockUser; minutes: number } | null = null;
    for (const user of tries) {
      if (ownWorkFrom(user, project, first, last) !== null) continue;
      const free = leastFree(days(user), first, last);
      if (free === null) continue;
      const minutes = Math.min(term.minutes_per_day, floorStep(free));
      if (minutes >= term.minutes_per_day || (minutes >= MIN_MINUTES && minutes > (chosen?.minutes ?? 0)))
        chosen = { user, minutes };
      if (chosen && chosen.minutes >= term.minutes_per_day) break;
    }
    if (!chosen) continue;
    book(days(chosen.user), first, last, chosen.minutes);
    addPlan({
      id: term.id,
      source: term,
      project,
      user: chosen.user,
      first,
      last,
      minutes: chosen.minutes,
      status: term.status === 'tentative' ? 'tentative' : 'confirmed',
    });
  }

  // 2. The gaps filled: a week booked under 60 % gets work on a running project, the one the person
  // was last on when it still runs, until the week is booked or the project ends. Twice, so a half-day
  // term gets a second project beside it.
  const active = projects.filter((project) => project.status !== 'on_hold' && project.status !== 'cancelled');
  const lastProjectOf = new Map<number, ProjectRow>();
  for (const plan of plans) lastProjectOf.set(plan.user.id, plan.project);
  const runningFrom = (start: string, end: string) =>
    active.filter(
      (project) => project.start_date <= start && (project.end_date === null || project.end_date >= end),
    );
  for (let pass = 0; pass < 2; pass += 1) {
    for (const user of fillPeople) {
      const person = days(user);
      const startedOn = user.start_date! > fillFrom ? user.start_date! : fillFrom;
      for (let week = mondayOf(startedOn); week <= fillTo;) {
        const weekFree = leastFree(person, at(week), at(week) + 6);
        if (weekFree === null || weekFree < UNDER_BOOKED_FREE) {
          week = dateAt(week, 7);
          continue;
        }
        const running = runningFrom(week, dateAt(week, 13)).filter(
          (project) => ownWorkFrom(user, project, at(week), at(week) + 13) === null,
        );
        const last = lastProjectOf.get(user.id);
        const project =
          last && running.includes(last) && random() < 0.7 ? last : running.length ? pick(running) : null;
        if (!project) {
          week = dateAt(week, 7);
          continue;
        }
        let end = monthEnd(week, Math.floor(random() * 5));
        if (end > fillTo) end = monthEnd(fillTo, 0);
        if (project.end_date !== null && end > project.end_date) end = project.end_date;
        // Only the weeks that are still under-booked.
        let through = dateAt(week, 6);
        for (let next = dateAt(week, 7); next <= end; next = dateAt(next, 7)) {
          const free = leastFree(person, at(next), at(next) + 6);
          if (free !== null && free < UNDER_BOOKED_FREE) break;
          through = dateAt(next, 6);
        }
        if (through > end) through = end;
        const ownFrom = ownWorkFrom(user, project, at(week), at(through));
        if (ownFrom !== null) through = dateAt(span.from, ownFrom - 1);
        const free = leastFree(person, at(week), at(through)) ?? 0;
        const minutes = Math.min(MINUTES_PER_WORKING_DAY, floorStep(free) - pick(SLACK_MINUTES));
        if (minutes >= MIN_MINUTES) {
          book(person, at(week), at(through), minutes);
          lastProjectOf.set(user.id, project);
          addPlan({
            id: null,
            source: null,
            project,
            user,
            first: at(week),
            last: at(through),
            minutes,
            status: week > dateAt(today, 31) && random() < 0.4 ? 'tentative' : 'confirmed',
          });
        }
        week = dateAt(through, 1);
        if (weekdayOf(week) !== 1) week = dateAt(mondayOf(week), 7);
      }
    }
  }

  // 3. About one in twenty booked over capacity for a week or two this month: a second project on
  // top of a full week, an hour to three over.
  const overCount = Math.max(1, Math.ceil(fillPeople.length * OVER_SHARE));
  const overPeople = new Set<number>();
  const notBenched = generated.filter((user) => !bench.has(user.id));
  while (overPeople.size < Math.min(overCount, notBenched.length)) overPeople.add(pick(notBenched).id);
  // In the month the timeline opens on: the conflicts it shows.
  const firstMonday = dateAt(mondayOf(dateAt(monthStart(today, 0), 6)), 0);
  const monthWeeks = Math.floor(dayIndexOf(firstMonday, monthEnd(today, 0)) / 7) + 1;
  // A week or two the person is already booked through, with no leave in it, so the whole of it
  // shows as over capacity.
  const bookedThrough = (person: PersonDays, first: number, last: number) => {
    const runs = bookableRuns(person, first, last);
    const free = leastFree(person, first, last);
    return (
      person.before[first] === 0 &&
      runs.length === 1 &&
      runs[0]!.workingDays >= MIN_PIECE_DAYS &&
      free !== null &&
      free <= OVER_FREE_AT_MOST
    );
  };
  for (const id of overPeople) {
    const user = userById.get(id)!;
    const person = days(user);
    const own = new Set(plans.filter((plan) => plan.user.id === id).map((plan) => plan.project.id));
    let chosen: { start: string; end: string; others: ProjectRow[] } | null = null;
    for (let attempt = 0; attempt < OVER_TRIES && chosen === null; attempt += 1) {
      const start = dateAt(firstMonday, 7 * Math.floor(random() * monthWeeks));
      const end = dateAt(start, random() < 0.5 ? 4 : 11);
      const others = runningFrom(start, end).filter((project) => !own.has(project.id));
      if (others.length > 0 && bookedThrough(person, at(start), at(end))) chosen = { start, end, others };
    }
    if (chosen === null) continue;
    const { start, end, others } = chosen;
    const free = Math.max(0, leastFree(person, at(start), at(end)) ?? 0);
    const minutes = Math.min(MINUTES_PER_WORKING_DAY, floorStep(free) + pick(OVER_MINUTES));
    book(person, at(start), at(end), minutes);
    addPlan({
      id: null,
      source: null,
      project: pick(others),
      user,
      first: at(start),
      last: at(end),
      minutes,
      status: start > today && random() < 0.5 ? 'tentative' : 'confirmed',
    });
  }

  // 4. Leave cut out of every allocation (a piece on each side), edges on working days; a piece of a
  // day or two between leave and the allocation's end is left out, as a planner would.
  let nextId = drawn.reduce((max, term) => Math.max(max, term.id), 0);
  const rows: TermRow[] = [];
  for (const plan of plans) {
    const runs = bookableRuns(days(plan.user), plan.first, plan.last);
    const pieces = runs.length > 1 ? runs.filter((run) => run.workingDays >= MIN_PIECE_DAYS) : runs;
    pieces.forEach((piece, index) => {
      const id = index === 0 && plan.id !== null ? plan.id : (nextId += 1);
      rows.push(rowOf(plan, piece, id, index === pieces.length - 1, today, rateOf));
    });
  }
  return rows.sort((a, b) => a.id - b.id);
}

function rowOf(
  plan: Plan,
  piece: { from: string; to: string },
  id: number,
  lastPiece: boolean,
  today: string,
  rateOf: ReadonlyMap<number, number>,
): TermRow {
  const source = plan.source;
  const rate =
    source?.rate_cents ?? rateOf.get(plan.project.id) ?? DEFAULT_RATES[plan.project.currency] ?? 5000;
  const row = {
    start_date: piece.from,
    end_date: piece.to,
    minutes_per_day: plan.minutes,
    rate_cents: rate,
  };
  // A drawn term keeps its raise, and its extension on its last piece; new work is as first saved.
  const extended =
    source !== null && lastPiece && source.baseline.end_date !== source.end_date
      ? source.baseline.end_date
      : row.end_date;
  const baseline = {
    ...row,
    rate_cents: source?.baseline.rate_cents ?? rate,
    end_date: extended >= row.start_date ? extended : row.end_date,
  };
  const created = dateAt(piece.from, -30);
  return {
    ...row,
    id,
    internal_project_id: plan.project.id,
    user_id: plan.user.id,
    // What has started was worked and is confirmed; only what is still to start may be tentative.
    status: plan.status === 'tentative' && piece.from > today ? 'tentative' : 'confirmed',
    note: source?.note ?? null,
    baseline,
    created_at: source?.created_at ?? (created < today ? created : today),
  };
}
