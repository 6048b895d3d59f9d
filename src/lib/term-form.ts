import { lineAmountCents } from './cents';
import { MAX_TIME_DIGITS } from './input-filters';
import { readTypedTime } from './time';
import { minutesPerDayFromPercentage, percentageFromMinutesPerDay } from './duration';
import { termLine, type ForecastLine } from './term-forecast';
import type { NamedDay } from './working-days';

// The rules of a project term's form: hours per day and their share of the 8-hour day kept in step,
// the limits the API sets, and the preview of what the term books.

// The working days of the mocked API and of the preview are counted with Georgia's holidays (the seeded
// people work there); a backend would use each person's country.
export const WORKING_DAYS_COUNTRY = 'GE';

// A day of a term books from 00:01 to 24:00 (300 % of the 8-hour day).
export const TERM_MINUTES_PER_DAY = { min: 1, max: 24 * 60 } as const;
export const TERM_PERCENT_RANGE = { min: 1, max: 300 } as const;
export const TERM_MAX_HOURLY_RATE = 10_000;
export const TERM_NOTE_MAX = 1000;

// Which of the two the person typed last: it is the one sent, the server derives the other.
export type TermBasis = 'hours' | 'percentage';

const pad2 = (n: number) => String(n).padStart(2, '0');

// 480 → "08:00", 1440 → "24:00": a term's time per day as the API writes it.
export function hoursPerDayText(minutes: number): string {
  const whole = Math.max(0, Math.trunc(minutes));
  return `${pad2(Math.floor(whole / 60))}:${pad2(whole % 60)}`;
}

const HOURS_PER_DAY = /^(\d{1,2}):([0-5]\d)$/;

// "08:00" → 480; "24:00" → 1440; null for anything else (over 24:00, malformed, blank).
export function minutesFromHoursPerDay(text: string): number | null {
  const match = HOURS_PER_DAY.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= TERM_MINUTES_PER_DAY.max ? minutes : null;
}

// What the hours field holds for what was typed (SPEC §5's time input: digits and one colon, four
// digits, short entries padded, '930' is 09:30). Hours a day are not a time of day: a term may book the
// whole day, so the cap is 24:00 (300 %), not a clock's 23:59, and more becomes 24:00. '' stays ''.
export function normalizeHoursPerDay(value: string): string {
  const typed = readTypedTime(value, MAX_TIME_DIGITS);
  if (typed === null) return '';
  return hoursPerDayText(Math.min(typed.hours * 60 + typed.minutes, TERM_MINUTES_PER_DAY.max));
}

// Hours typed: the percentage follows (04:00 → 50, 02:40 → 33.33); null while there are none.
export function percentageForHours(text: string): number | null {
  const minutes = minutesFromHoursPerDay(text);
  return minutes === null ? null : percentageFromMinutesPerDay(minutes);
}

// A percentage typed: the hours follow (50 → "04:00", 33.33 → "02:40"); '' while there is none.
export function hoursForPercentage(percentage: number | null): string {
  if (percentage === null || !Number.isFinite(percentage)) return '';
  const minutes = minutesPerDayFromPercentage(percentage);
  return hoursPerDayText(Math.min(Math.max(minutes, 0), TERM_MINUTES_PER_DAY.max));
}

export type TermTime = { basis: TermBasis; hours_per_day: string; percentage: number | null };

// The minutes a term books each working day, from the field typed last; null when it says none.
export function termMinutesPerDay({ basis, hours_per_day, percentage }: TermTime): number | null {
  if (basis === 'percentage') {
    return percentage === null || !Number.isFinite(percentage)
      ? null
      : minutesPerDayFromPercentage(percentage);
  }
  return minutesFromHoursPerDay(hours_per_day);
}

export const isTermMinutesInRange = (minutes: number | null): minutes is number =>
  minutes !== null && minutes >= TERM_MINUTES_PER_DAY.min && minutes <= TERM_MINUTES_PER_DAY.max;

// What the form's range books: working days, minutes and value (rounded once, as the server counts
// them), and every skipped day with its reason. Null until the range and the time per day are there.
export function termPreview(
  range: { start_date: string; end_date: string },
  minutesPerDay: number | null,
  rateCents: number | null,
  holidays: readonly NamedDay[],
): (ForecastLine & { valueKnown: boolean }) | null {
  const { start_date: from, end_date: to } = range;
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return null;
  const perDay = minutesPerDay ?? 0;
  const line = termLine(
    { start_date: from, end_date: to, minutes_per_day: perDay, rate_cents: 0 },
    from,
    to,
    holidays,
  );
  const valueKnown = minutesPerDay !== null && rateCents !== null;
  return {
    ...line,
    cents: valueKnown ? lineAmountCents(line.minutes, rateCents) : 0,
    valueKnown,
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDate = (text: string) => ISO_DATE.test(text) && !Number.isNaN(Date.parse(text));
