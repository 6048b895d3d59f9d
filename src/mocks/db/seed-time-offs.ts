import type { ApplicationConfig } from '@/api/application-configs/application-config.schemas';
import type { Exclusion, PartialDay, TimeOffStatus, TimeOffType } from '@/api/time-offs/time-off.schemas';
import { calendarDay } from '@/lib/calendar-day';
import type { NamedDay } from '@/lib/working-days';
import { timeOffDays } from '@/lib/time-off-days';
import { balanceAt, buildLedger, eligibleFromOf, type LedgerRequest } from '../rules/time-off-ledger';
import type { HolidayRow, MockUser } from './schemas';
import { seedHolidayLookup, seedSpan } from './seed-capacity';
import { approversOf } from './time-off-approvers';
import type {
  LedgerAdjustmentRow,
  TimeOffApprovalRow,
  TimeOffHistoryRow,
  TimeOffRow,
} from './time-off-schemas';

// Two years of time off back from the reference date and the next quarter, for every person who works
// here: vacations (some with a half or a few hours on a day), sick days, now and then parental or unpaid
// leave; decided ones approved (most) or rejected, later ones pending (waiting for a step) or approved.
// Deterministic: a generator of its own per person, so no other seed's random stream moves.

export const TIME_OFF_MONTHS_BACK = 24;
export const TIME_OFF_MONTHS_AHEAD = 3;
// Beyond the first 500 people (large scales) a year of history is drawn, so 5,000 people still load
// in seconds (every stored row is cloned and checked by the collection).
export const FULL_HISTORY_PEOPLE = 500;
export const SHORT_HISTORY_MONTHS = 12;

// mulberry32, seeded from the tenant and the person.
export function generator(seed: string): () => number {
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
const parse = (date: string) => new Date(`${date}T12:00:00`);
// Plain Date arithmetic at noon: date-fns' general helpers cost too much over 5,000 people.
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, 12);
const addMonths = (date: Date, months: number) =>
  new Date(date.getFullYear(), date.getMonth() + months, date.getDate(), 12);
const startOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1, 12);
const isWeekendDay = (date: Date) => date.getDay() === 0 || date.getDay() === 6;

// The weekday `offset` days into the month, moved on past a weekend.
function weekdayOf(month: Date, offset: number): Date {
  let date = addDays(month, offset);
  while (isWeekendDay(date)) date = addDays(date, 1);
  return date;
}

// Weekdays from start, `count` of them; the last one's date.
function afterWeekdays(start: Date, count: number): Date {
  let date = start;
  for (let left = count - 1; left > 0;) {
    date = addDays(date, 1);
    if (!isWeekendDay(date)) left -= 1;
  }
  return date;
}

const NOTES: Partial<Record<TimeOffType, readonly string[]>> = {
  vacation: ['Family trip', 'Summer holiday', 'Moving flat', 'Wedding', 'Ski week', 'Long weekend'],
  sick_leave: ['Flu', 'Doctor appointment', 'Dentist'],
  parental_leave: ['Parental leave'],
  unpaid_leave: ['Personal matters', 'Exam preparation'],
};

const REJECTION_COMMENTS = ['Release week, please pick other dates', 'Too many people off in the team then'];

type Draft = {
  user: MockUser;
  type: TimeOffType;
  start: Date;
  end: Date;
  partial_days: PartialDay[];
  status: TimeOffStatus;
  // Decided steps before the pending one (a pending request waiting for step 2 has 1).
  decidedSteps: number;
};

export type TimeOffSeedContext = {
  users: readonly MockUser[];
  tenant: string;
  referenceDate: Date;
  config: ApplicationConfig['time_off'];
  // The stored public holidays (every country), so a request's working days are the product's.
  holidays?: readonly HolidayRow[];
};

const works = (user: MockUser) =>
  !user.archived && user.start_date !== null && (user.stage === '' || user.stage === 'hired');

function exclusionOf(type: TimeOffType, random: () => number): Exclusion {
  const pick = random();
  if (type === 'vacation') return pick < 0.5 ? 'no' : pick < 0.75 ? 'partially' : 'fully';
  if (type === 'sick_leave') return pick < 0.6 ? 'fully' : 'no';
  return 'fully';
}

function statusOf(
  start: Date,
  today: Date,
  random: () => number,
): { status: TimeOffStatus; decidedSteps: number } {
  const pick = random();
  if (start <= today) return { status: pick < 0.9 ? 'approved' : 'rejected', decidedSteps: 0 };
  if (pick < 0.35) return { status: 'pending', decidedSteps: 0 };
  if (pick < 0.45) return { status: 'pending', decidedSteps: 1 };
  return { status: pick < 0.93 ? 'approved' : 'rejected', decidedSteps: 0 };
}

// One person's drafts, month by month; vacation only once they may take it (the bonus before), and
// no more a year than the allowance less a few days, so balances stay above zero.
function draftsOf(
  user: MockUser,
  context: TimeOffSeedContext,
  random: () => number,
  monthsBack: number,
): Draft[] {
  const { referenceDate, config } = context;
  const startDate = parse(user.start_date ?? '');
  const eligibleFrom = addMonths(startDate, config.trial_period);
  const first = startOfMonth(addMonths(referenceDate, -monthsBack));
  const drafts: Draft[] = [];
  const vacationByYear = new Map<number, number>();
  let bonusLeft = config.trial_period > 0 ? config.trial_bonus_days : 0;
  let busyUntil = first;
  const add = (type: TimeOffType, start: Date, days: number, parts: PartialDay[] = []) => {
    if (start <= busyUntil || start < startDate) return false;
    const end = afterWeekdays(start, days);
    const decided = statusOf(start, referenceDate, random);
    // Vacation from an allowance still to come waits for its decision: approved now, it would take
    // today's balance below zero.
    const waits =
      type === 'vacation' &&
      referenceDate < eligibleFrom &&
      start >= eligibleFrom &&
      decided.status === 'approved';
    drafts.push({
      user,
      type,
      start,
      end,
      partial_days: parts,
      ...(waits ? { status: 'pending', decidedSteps: 0 } : decided),
    });
    busyUntil = end;
    return true;
  };
  for (let index = 0; index <= monthsBack + TIME_OFF_MONTHS_AHEAD; index += 1) {
    const month = addMonths(first, index);
    if (random() < 0.3) {
      const start = weekdayOf(month, Math.floor(random() * 18));
      let length = 1 + Math.floor(random() * 5);
      const year = start.getFullYear();
      const eligible = start >= eligibleFrom;
      const budget = eligible
        ? config.yearly_vacation_days - 4 - (vacationByYear.get(year) ?? 0)
        : bonusLeft - 1;
      length = Math.min(length, Math.floor(budget));
      if (length >= 1) {
        const end = afterWeekdays(start, length);
        const shape = random();
        const parts: PartialDay[] =
          shape < 0.15
            ? [{ date: day(end), part: 'pm', hours: null }]
            : shape < 0.22
              ? [{ date: day(start), part: 'hours', hours: random() < 0.5 ? '04:00' : '02:30' }]
              : [];
        if (add('vacation', start, length, parts)) {
          if (eligible) vacationByYear.set(year, (vacationByYear.get(year) ?? 0) + length);
          else bonusLeft -= length;
        }
      }
    }
    if (random() < 0.12)
      add('sick_leave', weekdayOf(month, 18 + Math.floor(random() * 8)), 1 + Math.floor(random() * 2));
    if (random() < 0.04)
      add('unpaid_leave', weekdayOf(month, 10 + Math.floor(random() * 10)), 1 + Math.floor(random() * 3));
    if (random() < 0.004) add('parental_leave', weekdayOf(month, 2), 20 + Math.floor(random() * 40));
  }
  return drafts;
}

// The demo's approver flow: employee@<tenant>.test has requests waiting for their approver (step 1)
// and one past step 1 waiting for the final reviewer (step 2).
function demoDrafts(user: MockUser, referenceDate: Date): Draft[] {
  const next = (weeks: number) => weekdayOf(addDays(referenceDate, weeks * 7), 0);
  const draft = (
    type: TimeOffType,
    start: Date,
    days: number,
    decidedSteps: number,
    parts: PartialDay[] = [],
  ): Draft => ({
    user,
    type,
    start,
    end: afterWeekdays(start, days),
    partial_days: parts,
    status: 'pending',
    decidedSteps,
  });
  const third = next(3);
  return [
    draft('vacation', third, 3, 0, [{ date: day(afterWeekdays(third, 3)), part: 'am', hours: null }]),
    draft('unpaid_leave', next(6), 1, 0),
    draft('vacation', next(9), 5, 1),
  ];
}

const isoAt = (date: Date, hour: number) => `${day(date)}T${String(hour).padStart(2, '0')}:00:00.000Z`;

function rowOf(id: number, draft: Draft, reviewers: number[], random: () => number): TimeOffRow {
  const { user, type, start, end, status } = draft;
  const requestedAt = addDays(start, -(3 + Math.floor(random() * 25)));
  const decidedAt = addDays(requestedAt, 1 + Math.floor(random() * 2));
  const history: TimeOffHistoryRow[] = [
    { at: isoAt(requestedAt, 9), by: user.id, action: 'requested', comment: null },
  ];
  const rejected = status === 'rejected';
  const decidedSteps = status === 'pending' ? draft.decidedSteps : rejected ? 1 : reviewers.length;
  const approvals: TimeOffApprovalRow[] = reviewers.map((reviewer, index) => {
    const decided = index < decidedSteps;
    const decision = !decided ? null : rejected ? 'rejected' : 'approved';
    const comment =
      decision === 'rejected'
        ? (REJECTION_COMMENTS[Math.floor(random() * REJECTION_COMMENTS.length)] ?? null)
        : null;
    const at = isoAt(addDays(decidedAt, index), 11);
    if (decision) history.push({ at, by: reviewer, action: decision, comment });
    return {
      step: index + 1,
      reviewer_id: reviewer,
      decision,
      comment,
      decided_at: decided ? at : null,
      decided_by: decided ? reviewer : null,
    };
  });
  const exclusion = exclusionOf(type, random);
  const notes = NOTES[type] ?? [];
  return {
    id,
    user_id: user.id,
    type,
    status,
    start_date: day(start),
    end_date: day(end),
    partial_days: draft.partial_days,
    note: random() < 0.5 ? (notes[Math.floor(random() * notes.length)] ?? null) : null,
    attachment: null,
    exclusion,
    excluded_days: exclusion === 'partially' ? 1 : 0,
    approvals,
    history,
    created_by: user.id,
    created_at: isoAt(requestedAt, 9),
    withdrawn_at: null,
  };
}

export function seedTimeOffs(context: TimeOffSeedContext): {
  timeOffs: TimeOffRow[];
  ledgerAdjustments: LedgerAdjustmentRow[];
} {
  const { users, tenant, referenceDate, config } = context;
  const timeOffs: TimeOffRow[] = [];
  const ledgerAdjustments: LedgerAdjustmentRow[] = [];
  const admin = users.find((user) => user.role === 'admin');
  const reviewersOf = approversOf(users, config.final_reviewer);
  for (const [index, user] of users.entries()) {
    if (!works(user)) continue;
    const random = generator(`time-offs:${tenant}:${user.id}`);
    const reviewers = reviewersOf(user);
    const drafts = draftsOf(
      user,
      context,
      random,
      index < FULL_HISTORY_PEOPLE ? TIME_OFF_MONTHS_BACK : SHORT_HISTORY_MONTHS,
    );
    if (/^employee@/.test(user.email)) {
      const demo = demoDrafts(user, referenceDate);
      const firstDemo = demo[0]?.start ?? referenceDate;
      // The demo's own future requests replace the drawn ones from then on.
      drafts.splice(0, drafts.length, ...drafts.filter((draft) => draft.end < firstDemo), ...demo);
    }
    for (const draft of drafts) timeOffs.push(rowOf(timeOffs.length + 1, draft, reviewers, random));
    // Now and then a manager's correction, with the reason.
    if (admin && random() < 0.05) {
      const date = day(addMonths(referenceDate, -Math.floor(1 + random() * 12)));
      if (date >= (user.start_date ?? '')) {
        ledgerAdjustments.push({
          id: ledgerAdjustments.length + 1,
          user_id: user.id,
          type: 'vacation',
          days: random() < 0.7 ? 1 : -1,
          date,
          note: 'Correction agreed with HR',
          created_by: admin.id,
          created_at: `${date}T10:00:00.000Z`,
        });
      }
    }
  }
  // Last, with ids after every drawn request and correction, so those stay as they were.
  const drawnOf = new Map<number, TimeOffRow[]>();
  for (const row of timeOffs) drawnOf.set(row.user_id, [...(drawnOf.get(row.user_id) ?? []), row]);
  const correctionsOf = new Map<number, LedgerAdjustmentRow[]>();
  for (const row of ledgerAdjustments)
    correctionsOf.set(row.user_id, [...(correctionsOf.get(row.user_id) ?? []), row]);
  const holidaysOf = seedHolidayLookup(
    context.holidays ?? [],
    seedSpan(
      day(addMonths(referenceDate, -TIME_OFF_MONTHS_BACK - 12)),
      day(addMonths(referenceDate, TIME_OFF_MONTHS_AHEAD + 12)),
    ),
  );
  // The first 500 people, as their full history: a ledger worked out a few times each costs seconds
  // at 5,000.
  for (const user of users.slice(0, FULL_HISTORY_PEOPLE)) {
    if (!works(user)) continue;
    const upkeep = balanceUpkeep(user, context, {
      holidays: holidaysOf(user),
      rows: drawnOf.get(user.id) ?? [],
      corrections: correctionsOf.get(user.id) ?? [],
      nextIds: { timeOff: timeOffs.length + 1, adjustment: ledgerAdjustments.length + 1 },
      reviewers: reviewersOf(user),
      adminId: admin?.id ?? null,
    });
    timeOffs.push(...upkeep.timeOffs);
    ledgerAdjustments.push(...upkeep.adjustments);
  }
  return { timeOffs, ledgerAdjustments };
}

// The company's carry-over rule, kept by HR (the ledger carries a whole year's days): at most this
// many days go into the next employment year, the rest is paid out with that month's salary.
const CARRIED_KEPT = 4;
const PAID_OUT_NOTE = `Unused days above ${CARRIED_KEPT} paid out at the end of the employment year`;
// Vacation people take through the year, towards a balance somewhere between these.
const AVAILABLE_TARGET = { min: 3, max: 24 };
// Vacation of the last year at most: the allowance and a few carried days.
const YEAR_USE_ABOVE_ALLOWANCE = 4;
const TAKEN_TRIES = 16;
const TAKEN_WITHIN_DAYS = 320;

const roundTenth = (days: number) => Math.round(days * 10) / 10;

type Upkeep = {
  // The person's own drawn requests and corrections.
  rows: readonly TimeOffRow[];
  corrections: readonly LedgerAdjustmentRow[];
  nextIds: { timeOff: number; adjustment: number };
  reviewers: number[];
  adminId: number | null;
  // The person's country's holidays, so a request's working days are the product's.
  holidays: readonly NamedDay[];
};

// A person's balance kept believable (issue 32: not 52 available days): the days carried into each
// employment year above CARRIED_KEPT paid out (an adjustment on the year's first day), then vacation
// taken in free weeks of the last months, one approved request at a time, while the balance is above
// the person's target and the year's vacation within the allowance and a few days.
function balanceUpkeep(
  user: MockUser,
  context: TimeOffSeedContext,
  { rows, corrections, nextIds, reviewers, adminId, holidays }: Upkeep,
): { timeOffs: TimeOffRow[]; adjustments: LedgerAdjustmentRow[] } {
  const { referenceDate, config, tenant } = context;
  const today = day(referenceDate);
  const yearAgo = day(addDays(referenceDate, -365));
  const start = user.start_date ?? today;
  const random = generator(`vacation-upkeep:${tenant}:${user.id}`);
  const own = rows.filter((row) => row.type === 'vacation');
  const workingDays = new Map<TimeOffRow, number>();
  const daysOf = (row: TimeOffRow) => {
    let days = workingDays.get(row);
    if (days === undefined) {
      days = timeOffDays(row.start_date, row.end_date, row.partial_days, holidays).working_days;
      workingDays.set(row, days);
    }
    return days;
  };
  const requestOf = (row: TimeOffRow): LedgerRequest => ({
    id: row.id,
    start_date: row.start_date,
    working_days: daysOf(row),
    status: row.status,
    withdrawn: false,
  });
  const paidOut: LedgerAdjustmentRow[] = [];
  const taken: TimeOffRow[] = [];
  const ledger = () =>
    buildLedger({
      start_date: start,
      config,
      requests: [...own, ...taken].map(requestOf),
      adjustments: [...corrections, ...paidOut]
        .filter((row) => row.type === 'vacation')
        .map(({ id, date, days, note, created_by }) => ({ id, date, days, note, created_by })),
      // Today's balance needs nothing granted or lapsing later.
      until: today,
    });

  // Each year's carry-over, oldest first (a payout changes what the next year carries).
  const payOut = () => {
    paidOut.length = 0;
    for (let year = 0; adminId !== null && year < 10; year += 1) {
      const over = ledger().find(
        (line) =>
          line.kind === 'carry_over' &&
          line.date <= today &&
          line.carried > CARRIED_KEPT &&
          !paidOut.some((row) => row.date === line.date),
      );
      if (!over) break;
      paidOut.push({
        id: nextIds.adjustment + paidOut.length,
        user_id: user.id,
        type: 'vacation',
        days: -roundTenth(over.carried - CARRIED_KEPT),
        date: over.date,
        note: PAID_OUT_NOTE,
        created_by: adminId!,
        created_at: `${over.date}T10:00:00.000Z`,
      });
    }
  };

  // Today's balance once the carried days are paid out, near enough to choose the vacation by; the
  // payouts themselves are worked out once it is taken.
  const before = ledger();
  let available =
    balanceAt(before, today, 0).available -
    before
      .filter((line) => line.kind === 'carry_over' && line.date <= today)
      .reduce((sum, line) => sum + Math.max(0, line.carried - CARRIED_KEPT), 0);
  const target =
    AVAILABLE_TARGET.min + Math.floor(random() * (AVAILABLE_TARGET.max - AVAILABLE_TARGET.min + 1));
  let usedThisYear = own
    .filter((row) => row.status === 'approved' && row.start_date > yearAgo && row.start_date <= today)
    .reduce((sum, row) => sum + daysOf(row), 0);
  const yearCap = config.yearly_vacation_days + YEAR_USE_ABOVE_ALLOWANCE;
  const eligible = eligibleFromOf(start, config);
  const earliest = day(addDays(referenceDate, -TAKEN_WITHIN_DAYS));
  const first = eligible > earliest ? eligible : earliest;
  const busy = (from: string, to: string) =>
    [...rows, ...taken].some(
      (row) =>
        row.status !== 'rejected' &&
        row.start_date <= day(addDays(parse(to), 2)) &&
        row.end_date >= day(addDays(parse(from), -2)),
    );
  for (let attempt = 0; attempt < TAKEN_TRIES && available > target; attempt += 1) {
    const length = Math.max(1, Math.min(Math.ceil(available - target), 2 + Math.floor(random() * 8)));
    const from = weekdayOf(parse(first), Math.floor(random() * Math.max(1, TAKEN_WITHIN_DAYS - 14)));
    const to = afterWeekdays(from, length);
    if (day(to) >= today || busy(day(from), day(to))) continue;
    const draft: Draft = {
      user,
      type: 'vacation',
      start: from,
      end: to,
      partial_days: [],
      status: 'approved',
      decidedSteps: 0,
    };
    const row = rowOf(nextIds.timeOff + taken.length, draft, reviewers, random);
    if (usedThisYear + daysOf(row) > yearCap) continue;
    taken.push(row);
    usedThisYear += daysOf(row);
    available -= daysOf(row);
  }
  payOut();
  return { timeOffs: taken, adjustments: paidOut };
}
