import { divideRoundHalfUp, lineAmountCents } from '@/lib/cents';
import { MINUTES_PER_WORKING_DAY } from '@/lib/duration';
import { daysOfDayMinutes, skippedDayMinutes } from '@/lib/leave-day-share';
import { termLine, type TermPlan } from '@/lib/term-forecast';
import { partialDayMinutes, type DayPart, type PartialDayInput } from '@/lib/time-off-days';
import { workingDaysBreakdown, type NamedDay } from '@/lib/working-days';

// What an invoice for a project's period bills (finance.md §1.4), from its terms, the holidays and
// the people's leave. Minutes and cents only; one rounding per line; every left-out day says why.
//
// A leave day is billed or not by its time off's exclusion (SPEC §4): `no` bills it, `fully` does
// not, `partially` leaves out its first `excluded_days` working days and bills the rest. A billed
// vacation day goes on the vacation invoice and never on the hours invoice, so no day is billed
// twice (the design's rule; its hours formula alone would bill a `no` vacation day on both). A
// billed sick day has no invoice of its own: it stays on the hours invoice.
//
// A part leave day (a morning, an afternoon, "02:00") counts its share of the day (the time-off rule,
// partialDayMinutes): the hours invoice leaves out only that share, the vacation invoice bills only
// it. Shares are summed exactly in minutes of the 8:00 day; a line's minutes are then rounded once.

export type Exclusion = 'fully' | 'partially' | 'no';
export type LeaveKind = 'vacation' | 'sick_leave';

// One time off as the calculation needs it (the mock's seeded leave today; time offs later).
export type TimeOff = {
  user_id: number;
  kind: LeaveKind;
  start_date: string;
  end_date: string;
  exclusion: Exclusion;
  // Partially: how many of its working days are not billed (the first ones, whatever their share).
  excluded_days: number;
  // Days taken in part (none: every working day is whole); the last one given for a date counts.
  partial_days?: readonly PartialDayInput[];
};

export type InvoiceTerm = TermPlan & { id: number; user_id: number };
export type Period = { from: string; to: string };

export type SkipReason = 'weekend' | 'holiday' | LeaveKind;
export type InvoiceSkippedDay = {
  date: string;
  reason: SkipReason;
  name: string | null;
  user_id?: number;
  // A leave day taken in part only: which part, and the minutes of the 8:00 day it took (240, 120).
  part?: DayPart;
  minutes?: number;
};

// A term's minutes for some minutes of the 8:00 day (a 04:00 term's half day is 02:00), half up to the
// minute: the one rounding of a line, before its amount.
export const termMinutesOf = (dayMinutes: number, minutesPerDay: number): number =>
  divideRoundHalfUp(dayMinutes * minutesPerDay, MINUTES_PER_WORKING_DAY);

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

export type LeaveDay = {
  date: string;
  kind: LeaveKind;
  billed: boolean;
  timeOff: TimeOff;
  // Its share of a working day (1, 0.5, minutes / 480) and the same in minutes of the 8:00 day.
  share: number;
  minutes: number;
  // Which part was taken, null for a whole day.
  part: DayPart | null;
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

// The working days of a time off (a weekend or holiday inside it costs no leave), each billed or not.
// `holidays` must cover the whole time off, not only the period, so `partially` counts from its start.
// A part day costs what the time-off rules say (partialDayMinutes); `partially` excludes the first
// `excluded_days` working days by position, whatever their share.
export function leaveDaysOf(timeOff: TimeOff, holidays: readonly NamedDay[]): LeaveDay[] {
  const { dates } = workingDaysBreakdown(timeOff.start_date, timeOff.end_date, holidays);
  const parts = new Map((timeOff.partial_days ?? []).map((day) => [day.date, day]));
  return dates.map((date, index) => {
    const part = parts.get(date);
    const minutes = part ? partialDayMinutes(part) : MINUTES_PER_WORKING_DAY;
    return {
      date,
      kind: timeOff.kind,
      timeOff,
      share: minutes / MINUTES_PER_WORKING_DAY,
      minutes,
      part: part && minutes < MINUTES_PER_WORKING_DAY ? part.part : null,
      billed:
        timeOff.exclusion === 'no' ||
        (timeOff.exclusion === 'partially' && index >= Math.max(0, timeOff.excluded_days)),
    };
  });
}

const skippedLeaveDay = (day: LeaveDay, userId: number): InvoiceSkippedDay => ({
  date: day.date,
  reason: day.kind,
  name: LEAVE_NAMES[day.kind],
  user_id: userId,
  ...(day.part === null ? {} : { part: day.part, minutes: day.minutes }),
});

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

// The hours invoice: per term overlapping the period, its working days there minus the share of each
// leave day the hours invoice does not bill, at the term's minutes a day and rate: minutes =
// Σ (1 − share left out) × minutes a day, rounded half up to the minute once; days may be 19.5.
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
    // Minutes of the 8:00 day billed, summed exactly before the line's one rounding.
    let billedDayMinutes = 0;
    for (const date of workingDaysBreakdown(
      later(term.start_date, period.from),
      earlier(term.end_date, period.to),
      holidays,
    ).dates) {
      const day = leave.get(date);
      if (day && leftOutOfHours(day)) {
        lineSkipped.push(skippedLeaveDay(day, term.user_id));
        billedDayMinutes += MINUTES_PER_WORKING_DAY - day.minutes;
      } else billedDayMinutes += MINUTES_PER_WORKING_DAY;
    }
    const minutes = termMinutesOf(billedDayMinutes, term.minutes_per_day);
    lines.push({
      term_id: term.id,
      user_id: term.user_id,
      days: daysOfDayMinutes(billedDayMinutes),
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
// Days are sums of shares (a morning 0.5), each shown as daysOfDayMinutes rounds it (two decimals);
// minutes = Σ billed share × minutes a day, rounded half up to the minute once per line.
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
      const takenDayMinutes = inside.reduce((sum, day) => sum + day.minutes, 0);
      const billedDayMinutes = inside.reduce((sum, day) => sum + (day.billed ? day.minutes : 0), 0);
      const minutes = termMinutesOf(billedDayMinutes, term.minutes_per_day);
      lines.push({
        term_id: term.id,
        user_id: term.user_id,
        exclusion: timeOff.exclusion,
        vacation_days: daysOfDayMinutes(takenDayMinutes),
        excluded_days: daysOfDayMinutes(takenDayMinutes - billedDayMinutes),
        billable_days: daysOfDayMinutes(billedDayMinutes),
        minutes,
        rate_cents: term.rate_cents,
        amount_cents: lineAmountCents(minutes, term.rate_cents),
      });
    }
  }
  return { lines, subtotal_cents: lines.reduce((sum, line) => sum + line.amount_cents, 0) };
}

export type LeaveMinutes = { vacation: number; sick_leave: number; other: number };

// The leave an hours invoice left out, by kind, in each line's own minutes (a part day its share, each
// line's leave of a kind rounded once, as its minutes are): what the project figures' delta values.
export function leftOutLeaveMinutes(
  lines: readonly Pick<HoursLine, 'term_id' | 'skipped'>[],
  minutesPerDayOf: (termId: number) => number,
): LeaveMinutes {
  const leave = { vacation: 0, sick_leave: 0, other: 0 };
  for (const line of lines) {
    const dayMinutes = { vacation: 0, sick_leave: 0 };
    for (const day of line.skipped) {
      if (day.reason === 'vacation' || day.reason === 'sick_leave')
        dayMinutes[day.reason] += skippedDayMinutes(day);
    }
    const perDay = minutesPerDayOf(line.term_id);
    leave.vacation += termMinutesOf(dayMinutes.vacation, perDay);
    leave.sick_leave += termMinutesOf(dayMinutes.sick_leave, perDay);
  }
  return leave;
}
