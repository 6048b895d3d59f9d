import { lineAmountCents } from './cents';
import { termLine, type TermPlan } from './term-forecast';
import { workingDaysBreakdown, type NamedDay } from './working-days';

// What an invoice for a project's period bills (finance.md §1.4), from its terms, the holidays and
// the people's leave. Minutes and cents only; one rounding per line; every left-out day says why.
//
// A leave day is billed or not by its time off's exclusion (SPEC §4): `no` bills it, `fully` does
// not, `partially` leaves out its first `excluded_days` working days and bills the rest. A billed
// vacation day goes on the vacation invoice and never on the hours invoice, so no day is billed
// twice (the design's rule; its hours formula alone would bill a `no` vacation day on both). A
// billed sick day has no invoice of its own: it stays on the hours invoice.

export type Exclusion = 'fully' | 'partially' | 'no';
export type LeaveKind = 'vacation' | 'sick_leave';

// One time off as the calculation needs it (the mock's seeded leave today; time offs later).
export type TimeOff = {
  user_id: number;
  kind: LeaveKind;
  start_date: string;
  end_date: string;
  exclusion: Exclusion;
  // Partially: how many of its working days are not billed.
  excluded_days: number;
};

export type InvoiceTerm = TermPlan & { id: number; user_id: number };
export type Period = { from: string; to: string };

export type SkipReason = 'weekend' | 'holiday' | LeaveKind;
export type InvoiceSkippedDay = { date: string; reason: SkipReason; name: string | null; user_id?: number };

export const LEAVE_NAMES: Record<LeaveKind, string> = { vacation: 'Vacation', sick_leave: 'Sick leave' };

export type HoursLine = {
  term_id: number;
  user_id: number;
  days: number;
  minutes: number;
  rate_cents: number;
  amount_cents: number;
  // The term's plan for the same days, before leave: what the gap is measured against.
  forecast_cents: number;
  // The leave days this line left out.
  skipped: InvoiceSkippedDay[];
};

export type HoursInvoice = {
  // Working days of the period (weekends and holidays out), and every day skipped, leave with its person.
  working_days: number;
  skipped: InvoiceSkippedDay[];
  lines: HoursLine[];
  subtotal_cents: number;
  forecast_cents: number;
};

export type VacationLine = {
  term_id: number;
  user_id: number;
  exclusion: Exclusion;
  vacation_days: number;
  excluded_days: number;
  billable_days: number;
  minutes: number;
  rate_cents: number;
  amount_cents: number;
};

export type VacationInvoice = { lines: VacationLine[]; subtotal_cents: number };

type LeaveDay = { date: string; kind: LeaveKind; billed: boolean; timeOff: TimeOff };

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

// The working days of a time off (a weekend or holiday inside it costs no leave), each billed or not.
// `holidays` must cover the whole time off, not only the period, so `partially` counts from its start.
export function leaveDaysOf(timeOff: TimeOff, holidays: readonly NamedDay[]): LeaveDay[] {
  const { dates } = workingDaysBreakdown(timeOff.start_date, timeOff.end_date, holidays);
  return dates.map((date, index) => ({
    date,
    kind: timeOff.kind,
    timeOff,
    billed:
      timeOff.exclusion === 'no' ||
      (timeOff.exclusion === 'partially' && index >= Math.max(0, timeOff.excluded_days)),
  }));
}

// A person's leave by date; on a date two time offs cover, the first listed wins.
function leaveByDate(userId: number, timeOffs: readonly TimeOff[], holidays: readonly NamedDay[]) {
  const byDate = new Map<string, LeaveDay>();
  for (const timeOff of timeOffs) {
    if (timeOff.user_id !== userId) continue;
    for (const day of leaveDaysOf(timeOff, holidays)) if (!byDate.has(day.date)) byDate.set(day.date, day);
  }
  return byDate;
}

// Whether the hours invoice leaves the leave day out: every vacation day, and sick days not billed.
const leftOutOfHours = (day: LeaveDay) => day.kind === 'vacation' || !day.billed;

const overlaps = (term: InvoiceTerm, period: Period) =>
  term.start_date <= period.to && term.end_date >= period.from;

// The hours invoice: per term overlapping the period, its working days there minus the leave days
// the hours invoice does not bill, at the term's minutes a day and rate.
export function hoursInvoice(
  terms: readonly InvoiceTerm[],
  period: Period,
  holidays: readonly NamedDay[],
  timeOffs: readonly TimeOff[],
): HoursInvoice {
  const calendar = workingDaysBreakdown(period.from, period.to, holidays);
  const skipped: InvoiceSkippedDay[] = calendar.skipped.map((day) => ({
    date: day.date,
    reason: day.reason === 'weekend' ? 'weekend' : 'holiday',
    name: day.name ?? null,
  }));
  const lines: HoursLine[] = [];
  for (const term of terms) {
    if (!overlaps(term, period)) continue;
    const plan = termLine(term, period.from, period.to, holidays);
    const leave = leaveByDate(term.user_id, timeOffs, holidays);
    const lineSkipped: InvoiceSkippedDay[] = [];
    let days = 0;
    for (const date of workingDaysBreakdown(
      later(term.start_date, period.from),
      earlier(term.end_date, period.to),
      holidays,
    ).dates) {
      const day = leave.get(date);
      if (day && leftOutOfHours(day)) {
        lineSkipped.push({ date, reason: day.kind, name: LEAVE_NAMES[day.kind], user_id: term.user_id });
      } else days += 1;
    }
    const minutes = days * term.minutes_per_day;
    lines.push({
      term_id: term.id,
      user_id: term.user_id,
      days,
      minutes,
      rate_cents: term.rate_cents,
      amount_cents: lineAmountCents(minutes, term.rate_cents),
      forecast_cents: plan.cents,
      skipped: lineSkipped,
    });
    skipped.push(...lineSkipped);
  }
  skipped.sort((a, b) => a.date.localeCompare(b.date) || (a.user_id ?? 0) - (b.user_id ?? 0));
  return {
    working_days: calendar.workingDays,
    skipped,
    lines,
    subtotal_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0),
    forecast_cents: lines.reduce((sum, line) => sum + line.forecast_cents, 0),
  };
}

// The vacation invoice: per term and time off, the vacation days inside term ∩ period, of which the
// billed ones at the term's minutes a day and rate. A fully excluded time off still shows, at 0.00.
export function vacationInvoice(
  terms: readonly InvoiceTerm[],
  period: Period,
  holidays: readonly NamedDay[],
  timeOffs: readonly TimeOff[],
): VacationInvoice {
  const lines: VacationLine[] = [];
  for (const term of terms) {
    if (!overlaps(term, period)) continue;
    const from = later(term.start_date, period.from);
    const to = earlier(term.end_date, period.to);
    for (const timeOff of timeOffs) {
      if (timeOff.user_id !== term.user_id || timeOff.kind !== 'vacation') continue;
      const inside = leaveDaysOf(timeOff, holidays).filter((day) => day.date >= from && day.date <= to);
      if (inside.length === 0) continue;
      const billable = inside.filter((day) => day.billed).length;
      const minutes = billable * term.minutes_per_day;
      lines.push({
        term_id: term.id,
        user_id: term.user_id,
        exclusion: timeOff.exclusion,
        vacation_days: inside.length,
        excluded_days: inside.length - billable,
        billable_days: billable,
        minutes,
        rate_cents: term.rate_cents,
        amount_cents: lineAmountCents(minutes, term.rate_cents),
      });
    }
  }
  return { lines, subtotal_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0) };
}
