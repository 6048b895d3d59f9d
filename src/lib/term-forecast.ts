import { lineAmountCents } from './cents';
import type { WorkingDayCounter } from './working-day-counter';
import { workingDaysBreakdown, type NamedDay, type SkippedDay } from './working-days';

// A term's plan as the arithmetic needs it: its dates (yyyy-MM-dd, both included), the minutes it
// books on each working day, and its hourly rate in cents.
export type TermPlan = { start_date: string; end_date: string; minutes_per_day: number; rate_cents: number };

// One line of a forecast: the working days a term books in a period, their minutes and their value,
// rounded once for the line (finance.md §0).
export type ForecastLine = { days: number; minutes: number; cents: number; skipped: SkippedDay[] };

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

// The rule itself: the term's working days × its minutes per day × its rate, rounded once for the line.
const lineOfDays = (term: TermPlan, days: number): Omit<ForecastLine, 'skipped'> => {
  const minutes = days * term.minutes_per_day;
  return { days, minutes, cents: lineAmountCents(minutes, term.rate_cents) };
};

// The part of a term inside from..to: weekends and holidays out, leave not (the report explains leave).
export function termLine(
  term: TermPlan,
  from: string,
  to: string,
  holidays: readonly NamedDay[],
): ForecastLine {
  const days = workingDaysBreakdown(later(term.start_date, from), earlier(term.end_date, to), holidays);
  return { ...lineOfDays(term, days.workingDays), skipped: days.skipped };
}

// termLine's figures with the days counted by `countWorkingDays`, for callers that price many terms over
// the same months and pass a counter that remembers them (monthlyWorkingDayCounter); no skipped days.
export function termLineCounted(
  term: TermPlan,
  from: string,
  to: string,
  countWorkingDays: WorkingDayCounter,
): Omit<ForecastLine, 'skipped'> {
  const start = later(term.start_date, from);
  const end = earlier(term.end_date, to);
  return lineOfDays(term, end < start ? 0 : countWorkingDays(start, end));
}

// The whole term as one line: its contract value.
export const termValue = (term: TermPlan, holidays: readonly NamedDay[]): ForecastLine =>
  termLine(term, term.start_date, term.end_date, holidays);

const pad = (value: number) => (value < 10 ? `0${value}` : String(value));
// Keys written by hand: date-fns' format costs seconds over the months of a few hundred terms.
const monthKeyOf = (year: number, month: number) => `${year}-${pad(month)}`;

// 'yyyy-MM' of every month from..to touches, in order.
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  if (to < from) return months;
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (let key = monthKeyOf(year, month); key <= last; key = monthKeyOf(year, month)) {
    months.push(key);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

// First and last day of a 'yyyy-MM' month.
export function monthRange(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // Day 0 of the next month is the last of this one.
  const lastDay = new Date(year, monthNumber, 0).getDate();
  return {
    from: `${monthKeyOf(year, monthNumber)}-01`,
    to: `${monthKeyOf(year, monthNumber)}-${pad(lastDay)}`,
  };
}

// A term month by month, a line (rounded once) per month: what the revenue chart and report add up.
export function termMonthlyLines(
  term: TermPlan,
  holidays: readonly NamedDay[],
): { month: string; line: ForecastLine }[] {
  return monthsBetween(term.start_date, term.end_date).map((month) => {
    const { from, to } = monthRange(month);
    return { month, line: termLine(term, from, to, holidays) };
  });
}
