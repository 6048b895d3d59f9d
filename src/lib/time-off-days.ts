import { parseDuration } from './duration';
import { MINUTES_PER_WORKING_DAY } from './duration';
import { workingDaysBreakdown, type NamedDay } from './working-days';

// What a time-off request costs (design/planning.md §1.4): its working days between the first and
// the last day, weekends and the person's public holidays free; a morning or an afternoon is half a
// day, some hours ("HH:MM") their share of the 8-hour day. Days are shown with one decimal at most.

export type DayPart = 'am' | 'pm' | 'hours';
export type PartialDayInput = { date: string; part: DayPart; hours: string | null };
export type TimeOffSkippedDay = { date: string; reason: 'weekend' | 'holiday'; name: string | null };

export type TimeOffDays = {
  // Working days, one decimal at most (4.5).
  working_days: number;
  // The exact time, in minutes (4.5 days = 2160).
  minutes: number;
  // The working dates charged, in order.
  dates: string[];
  skipped: TimeOffSkippedDay[];
};

// One decimal, half up: 0.375 of a day shows as 0.4.
export const roundDays = (days: number): number => Math.round(days * 10 + Number.EPSILON) / 10;

// The minutes a partial day costs: half a day for am/pm, the hours given (capped at a day) otherwise;
// unreadable hours count as a whole day (validation refuses them before this is used).
export function partialDayMinutes(day: Pick<PartialDayInput, 'part' | 'hours'>): number {
  if (day.part !== 'hours') return MINUTES_PER_WORKING_DAY / 2;
  const minutes = day.hours === null ? null : parseDuration(day.hours);
  if (minutes === null || minutes < 0) return MINUTES_PER_WORKING_DAY;
  return Math.min(minutes, MINUTES_PER_WORKING_DAY);
}

// start..end (yyyy-MM-dd, both included). A partial day on a weekend, a holiday or outside the range
// costs nothing more; the last one given for a date counts.
export function timeOffDays(
  start: string,
  end: string,
  partialDays: readonly PartialDayInput[],
  holidays: readonly NamedDay[],
): TimeOffDays {
  const breakdown = workingDaysBreakdown(start, end, holidays);
  const parts = new Map(partialDays.map((day) => [day.date, day]));
  let minutes = 0;
  for (const date of breakdown.dates) {
    const part = parts.get(date);
    minutes += part ? partialDayMinutes(part) : MINUTES_PER_WORKING_DAY;
  }
  return {
    working_days: roundDays(minutes / MINUTES_PER_WORKING_DAY),
    minutes,
    dates: breakdown.dates,
    skipped: breakdown.skipped.map((day) => ({
      date: day.date,
      reason: day.reason === 'holiday' ? 'holiday' : 'weekend',
      name: day.reason === 'holiday' ? (day.name ?? null) : null,
    })),
  };
}

// The working days of a request's charged `dates` that fall in from..to, exact (not rounded, so counters
// round once after summing): a request crossing New Year counts its days in each year.
export function workingDaysWithin(
  dates: readonly string[],
  partialDays: readonly PartialDayInput[],
  from: string,
  to: string,
): number {
  const parts = new Map(partialDays.map((day) => [day.date, day]));
  let minutes = 0;
  for (const date of dates) {
    if (date < from || date > to) continue;
    const part = parts.get(date);
    minutes += part ? partialDayMinutes(part) : MINUTES_PER_WORKING_DAY;
  }
  return minutes / MINUTES_PER_WORKING_DAY;
}

// A calendar year as a range of days.
export const yearRange = (year: number): { from: string; to: string } => ({
  from: `${year}-01-01`,
  to: `${year}-12-31`,
});

// Partial-day checks a form and the API share: a date inside the range, hours "HH:MM" above 0:00 and
// at most 8:00 when the part is hours. null when the day is fine.
export function partialDayProblem(
  day: PartialDayInput,
  start: string,
  end: string,
): { field: 'date' | 'hours'; message: string } | null {
  if (day.date < start || day.date > end)
    return { field: 'date', message: 'The day must be inside the dates.' };
  if (day.part !== 'hours') return null;
  const minutes = day.hours === null ? null : parseDuration(day.hours);
  if (minutes === null || minutes <= 0) return { field: 'hours', message: 'Enter the hours as HH:MM.' };
  if (minutes > MINUTES_PER_WORKING_DAY) return { field: 'hours', message: 'At most 8:00 hours a day.' };
  return null;
}
