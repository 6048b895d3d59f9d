import { addDays, addMonths, parseISO } from 'date-fns';
import { calendarDay } from '@/lib/calendar-day';
import { roundDays } from '@/lib/time-off-days';

// One person's vacation ledger (design/planning.md §1.4): every number of a balance is a sum of
// entries, each with its date and reason.
// - trial bonus: `trial_bonus_days` on the start date when there is an eligibility period; what is
//   left lapses on the eligibility date (start + `trial_period` months);
// - allowance: `yearly_vacation_days` on the eligibility date, then on each anniversary of the start
//   after it (employment years);
// - carry-over: an allowance's unused days move once into the next employment year (an entry of 0
//   days that says how many) and lapse on the last day of that year;
// - taken: approved vacation, on its first day; refund: a withdrawn approved vacation given back;
// - adjustment: a manager's correction (signed), added to the newest allowance or used first-in.
// Days are used first-expiring first. A balance at a date counts the entries up to it, and approved
// vacation after it as planned.

export type LedgerConfig = { yearly_vacation_days: number; trial_period: number; trial_bonus_days: number };

export type LedgerRequest = {
  id: number;
  start_date: string;
  working_days: number;
  status: 'pending' | 'approved' | 'rejected';
  // An approved request withdrawn before it started: taken, then refunded.
  withdrawn: boolean;
};

export type LedgerAdjustmentInput = {
  id: number;
  date: string;
  days: number;
  note: string;
  created_by: number | null;
};

export type LedgerKind =
  'trial_bonus' | 'allowance' | 'carry_over' | 'taken' | 'refund' | 'lapse' | 'adjustment';

export type LedgerLine = {
  date: string;
  kind: LedgerKind;
  days: number;
  balance_after: number;
  time_off_id: number | null;
  adjustment_id: number | null;
  note: string | null;
  created_by: number | null;
  // carry_over only: the days carried into the next employment year.
  carried: number;
};

export type LedgerInput = {
  start_date: string;
  config: LedgerConfig;
  requests: readonly LedgerRequest[];
  adjustments: readonly LedgerAdjustmentInput[];
  // Grants and lapses are written up to this day (requests and adjustments whatever their date).
  until: string;
};

const ymd = (date: Date) => calendarDay(date);
const plusMonths = (date: string, months: number) => ymd(addMonths(parseISO(date), months));
const dayBefore = (date: string) => ymd(addDays(parseISO(date), -1));

export function eligibleFromOf(startDate: string, config: LedgerConfig): string {
  return plusMonths(startDate, config.trial_period);
}

// The anniversaries of the start strictly after the eligibility date.
function anniversariesAfter(startDate: string, eligibleFrom: string, until: string): string[] {
  const dates: string[] = [];
  for (let year = 1; ; year += 1) {
    const date = plusMonths(startDate, 12 * year);
    if (date > until) return dates;
    if (date > eligibleFrom) dates.push(date);
  }
}

// Same-day order: what lapses goes before what arrives (the bonus ends as the allowance starts), what
// is used after both.
const KIND_ORDER: Record<LedgerKind, number> = {
  lapse: 0,
  trial_bonus: 1,
  allowance: 2,
  carry_over: 3,
  adjustment: 4,
  taken: 5,
  // After its taken entry, so it gives back exactly what that used.
  refund: 6,
};

type Event =
  | { date: string; kind: 'trial_bonus'; days: number }
  | { date: string; kind: 'allowance'; days: number; lapses: string; yearEnd: string }
  | { date: string; kind: 'bucket_end'; bucket: number }
  | { date: string; kind: 'taken' | 'refund'; days: number; time_off_id: number }
  | { date: string; kind: 'adjustment'; days: number; adjustment: LedgerAdjustmentInput };

type Bucket = { id: number; left: number; lapses: string | null; carryOn: string | null };
type Spent = { bucket: Bucket; days: number }[];

const eventOrder = (event: Event): number =>
  event.kind === 'bucket_end' ? KIND_ORDER.lapse : KIND_ORDER[event.kind];

function eventsOf({ start_date, config, requests, adjustments, until }: LedgerInput): Event[] {
  const events: Event[] = [];
  const eligibleFrom = eligibleFromOf(start_date, config);
  if (config.trial_period > 0 && config.trial_bonus_days > 0 && start_date <= until) {
    events.push({ date: start_date, kind: 'trial_bonus', days: config.trial_bonus_days });
  }
  const grants =
    eligibleFrom <= until ? [eligibleFrom, ...anniversariesAfter(start_date, eligibleFrom, until)] : [];
  for (const date of grants) {
    // The employment year the grant falls in ends the day before the next anniversary; carried once,
    // its days lapse at the end of the year after.
    let year = 1;
    while (plusMonths(start_date, 12 * year) <= date) year += 1;
    const yearEnd = plusMonths(start_date, 12 * year);
    events.push({
      date,
      kind: 'allowance',
      days: config.yearly_vacation_days,
      yearEnd,
      lapses: dayBefore(plusMonths(start_date, 12 * (year + 1))),
    });
  }
  for (const request of requests) {
    if (request.status !== 'approved' || request.working_days <= 0) continue;
    events.push({
      date: request.start_date,
      kind: 'taken',
      days: -request.working_days,
      time_off_id: request.id,
    });
    if (request.withdrawn)
      events.push({
        date: request.start_date,
        kind: 'refund',
        days: request.working_days,
        time_off_id: request.id,
      });
  }
  for (const adjustment of adjustments) {
    events.push({ date: adjustment.date, kind: 'adjustment', days: adjustment.days, adjustment });
  }
  return events;
}

// The whole ledger, oldest first, with the running balance.
export function buildLedger(input: LedgerInput): LedgerLine[] {
  const eligibleFrom = eligibleFromOf(input.start_date, input.config);
  const queue = eventsOf(input);
  const buckets: Bucket[] = [];
  const lines: LedgerLine[] = [];
  let balance = 0;
  let nextBucket = 1;
  const push = (line: Omit<LedgerLine, 'balance_after' | 'carried'> & { carried?: number }) => {
    balance = roundDays(balance + line.days);
    lines.push({ carried: 0, ...line, balance_after: balance });
  };
  const addBucket = (days: number, lapses: string | null, carryOn: string | null) => {
    // A debt (days used before any were granted) is paid from what arrives first.
    const debt = buckets.find((bucket) => bucket.left < 0);
    if (debt) {
      const paid = Math.min(days, -debt.left);
      debt.left = roundDays(debt.left + paid);
      days = roundDays(days - paid);
      if (debt.left === 0) buckets.splice(buckets.indexOf(debt), 1);
    }
    const bucket = { id: nextBucket++, left: days, lapses, carryOn };
    buckets.push(bucket);
    if (lapses !== null) queue.push({ date: lapses, kind: 'bucket_end', bucket: bucket.id });
    return bucket;
  };
  // First-expiring first; what never lapses last; a shortfall becomes a debt. Says what came from where.
  const spend = (days: number): Spent => {
    const spent: Spent = [];
    let need = days;
    const usable = buckets
      .filter((bucket) => bucket.left > 0)
      .sort((a, b) => (a.lapses ?? '9999').localeCompare(b.lapses ?? '9999'));
    for (const bucket of usable) {
      const used = Math.min(bucket.left, need);
      bucket.left = roundDays(bucket.left - used);
      need = roundDays(need - used);
      spent.push({ bucket, days: used });
      if (need === 0) return spent;
    }
    const debt = buckets.find((bucket) => bucket.left < 0) ?? addBucket(0, null, null);
    debt.left = roundDays(debt.left - need);
    spent.push({ bucket: debt, days: need });
    return spent;
  };
  // A refund goes back where the days came from (what has lapsed since to the newest allowance).
  const giveBack = (spent: Spent) => {
    for (const { bucket, days } of spent) {
      const target = buckets.includes(bucket) ? bucket : (newest() ?? addBucket(0, null, null));
      target.left = roundDays(target.left + days);
      if (target.left === 0 && target.lapses === null) buckets.splice(buckets.indexOf(target), 1);
    }
  };
  const spentBy = new Map<number, Spent>();
  const newest = () => [...buckets].reverse().find((bucket) => bucket.left >= 0 && bucket.lapses !== null);

  const carryMarks: { date: string; bucket: Bucket }[] = [];
  for (;;) {
    queue.sort((a, b) => a.date.localeCompare(b.date) || eventOrder(a) - eventOrder(b));
    const carry = carryMarks.sort((a, b) => a.date.localeCompare(b.date))[0];
    const event = queue[0];
    // A year's end is marked before anything else of that day but after a lapse.
    if (
      carry &&
      (!event || carry.date < event.date || (carry.date === event.date && event.kind !== 'bucket_end'))
    ) {
      carryMarks.shift();
      if (carry.bucket.left > 0 && carry.date <= input.until)
        push({
          date: carry.date,
          kind: 'carry_over',
          days: 0,
          time_off_id: null,
          adjustment_id: null,
          note: `${carry.bucket.left} days carried over, usable until ${dayBefore(carry.bucket.lapses ?? carry.date)}`,
          created_by: null,
          carried: carry.bucket.left,
        });
      continue;
    }
    if (!event) break;
    queue.shift();
    const base = { time_off_id: null, adjustment_id: null, note: null, created_by: null };
    switch (event.kind) {
      case 'trial_bonus':
        addBucket(event.days, eligibleFrom, null);
        push({ ...base, date: event.date, kind: 'trial_bonus', days: event.days });
        break;
      case 'allowance': {
        const bucket = addBucket(event.days, event.lapses, event.yearEnd);
        push({ ...base, date: event.date, kind: 'allowance', days: event.days });
        carryMarks.push({ date: event.yearEnd, bucket });
        break;
      }
      case 'bucket_end': {
        const bucket = buckets.find((candidate) => candidate.id === event.bucket);
        if (!bucket || event.date > input.until) break;
        buckets.splice(buckets.indexOf(bucket), 1);
        if (bucket.left > 0) push({ ...base, date: event.date, kind: 'lapse', days: -bucket.left });
        break;
      }
      case 'taken':
        spentBy.set(event.time_off_id, spend(-event.days));
        push({ ...base, date: event.date, kind: 'taken', days: event.days, time_off_id: event.time_off_id });
        break;
      case 'refund': {
        giveBack(spentBy.get(event.time_off_id) ?? []);
        push({ ...base, date: event.date, kind: 'refund', days: event.days, time_off_id: event.time_off_id });
        break;
      }
      case 'adjustment': {
        if (event.days < 0) spend(-event.days);
        else {
          const bucket = newest();
          if (bucket) bucket.left = roundDays(bucket.left + event.days);
          else addBucket(event.days, null, null);
        }
        push({
          ...base,
          date: event.date,
          kind: 'adjustment',
          days: event.days,
          adjustment_id: event.adjustment.id,
          note: event.adjustment.note,
          created_by: event.adjustment.created_by,
        });
        break;
      }
    }
  }
  return lines;
}

export type VacationBalanceAt = {
  allowance: number;
  trial_bonus: number;
  carried_over: number;
  adjustments: number;
  taken: number;
  planned: number;
  pending: number;
  lapsed: number;
  available: number;
  expiring: { days: number; date: string }[];
};

const sumOf = (lines: readonly LedgerLine[], keep: (line: LedgerLine) => boolean) =>
  roundDays(lines.filter(keep).reduce((sum, line) => sum + line.days, 0));

// Negated without a -0 (a balance of nothing reads 0).
const negated = (days: number) => (days === 0 ? 0 : -days);

const isUse = (line: LedgerLine) => line.kind === 'taken' || line.kind === 'refund';

// The balance on `date`: entries up to it, approved vacation after it as planned (already deducted),
// pending vacation shown but not deducted. available = trial_bonus + allowance + adjustments − lapsed
// − taken − planned; carried_over says how much of it came from the year before.
export function balanceAt(
  ledger: readonly LedgerLine[],
  date: string,
  pendingDays: number,
): VacationBalanceAt {
  const past = (line: LedgerLine) => line.date <= date;
  const carry = [...ledger].reverse().find((line) => line.kind === 'carry_over' && past(line));
  const trialBonus = sumOf(ledger, (line) => line.kind === 'trial_bonus' && past(line));
  const allowance = sumOf(ledger, (line) => line.kind === 'allowance' && past(line));
  const adjustments = sumOf(ledger, (line) => line.kind === 'adjustment' && past(line));
  const lapsed = negated(sumOf(ledger, (line) => line.kind === 'lapse' && past(line)));
  const taken = negated(sumOf(ledger, (line) => isUse(line) && past(line)));
  const planned = negated(sumOf(ledger, (line) => isUse(line) && !past(line)));
  return {
    allowance,
    trial_bonus: trialBonus,
    carried_over: carry?.carried ?? 0,
    adjustments,
    taken,
    planned,
    pending: roundDays(pendingDays),
    lapsed,
    available: roundDays(trialBonus + allowance + adjustments - lapsed - taken - planned),
    expiring: ledger
      .filter((line) => line.kind === 'lapse' && !past(line))
      .map((line) => ({ days: -line.days, date: line.date })),
  };
}

// The bonus days not yet used before eligibility; null once eligible (or with no eligibility period).
export function trialDaysLeft(
  ledger: readonly LedgerLine[],
  startDate: string,
  config: LedgerConfig,
  date: string,
): number | null {
  const eligibleFrom = eligibleFromOf(startDate, config);
  if (config.trial_period === 0 || date >= eligibleFrom || date < startDate) return null;
  return roundDays(
    Math.max(
      0,
      sumOf(ledger, (line) => line.date <= date || isUse(line)),
    ),
  );
}
