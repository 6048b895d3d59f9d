import { addDays, differenceInCalendarDays, format, isWeekend } from 'date-fns';

// A working day is booked as a full 8-hour day.
export const HOURS_PER_WORKING_DAY = 8;

export type HolidayDates = ReadonlySet<string> | readonly string[];

// Local calendar date, so a holiday matches whatever the user's time zone is.
export const toDateKey = (date: Date): string => format(date, 'yyyy-MM-dd');

const toSet = (holidays: HolidayDates): ReadonlySet<string> =>
  holidays instanceof Set ? holidays : new Set(holidays);

export function isWorkingDay(date: Date, holidays: HolidayDates = []): boolean {
  return !isWeekend(date) && !toSet(holidays).has(toDateKey(date));
}

// Both ends included; an end before the start is an empty range (0), not an error.
export function countWorkingDays(from: Date, to: Date, holidays: HolidayDates = []): number {
  const holidaySet = toSet(holidays);
  // Step through calendar days from noon: where DST starts at midnight (Georgia in the 1990s,
  // Brazil until 2019) local midnight does not exist, and a midnight-based walk skips a day.
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate(), 12);
  const days = differenceInCalendarDays(to, from);
  let count = 0;
  for (let offset = 0; offset <= days; offset += 1) {
    if (isWorkingDay(addDays(start, offset), holidaySet)) count += 1;
  }
  return count;
}

export function workingHours(from: Date, to: Date, holidays: HolidayDates = []): number {
  return countWorkingDays(from, to, holidays) * HOURS_PER_WORKING_DAY;
}

// Why a calendar day is not worked: the weekend, a named public holiday, or leave (vacation, sick
// leave...) that the caller passes in. Every computed number can list these, so it explains itself.
export type SkippedDay = {
  date: string;
  reason: 'weekend' | 'holiday' | 'leave';
  // The holiday's or the leave's name ("Mother's Day", "Vacation").
  name?: string;
};

export type WorkingDaysBreakdown = {
  workingDays: number;
  // The working dates (yyyy-MM-dd), in order.
  dates: string[];
  skipped: SkippedDay[];
};

export type NamedDay = { date: string; name: string };

const pad = (value: number) => (value < 10 ? `0${value}` : String(value));
// toDateKey for a valid local date, without date-fns.
const dayKey = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const nextNoon = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1, 12);

// Calendar days from..to (yyyy-MM-dd, both included), each worked or skipped with its reason. A
// weekend wins over a holiday on the same day, and a holiday over leave (leave on a holiday costs
// no day). An end before the start gives nothing.
export function workingDaysBreakdown(
  from: string,
  to: string,
  holidays: readonly NamedDay[] = [],
  leave: readonly NamedDay[] = [],
): WorkingDaysBreakdown {
  const holidayNames = new Map(holidays.map((day) => [day.date, day.name]));
  const leaveNames = new Map(leave.map((day) => [day.date, day.name]));
  const breakdown: WorkingDaysBreakdown = { workingDays: 0, dates: [], skipped: [] };
  if (to < from) return breakdown;
  const [year, month, day] = from.split('-').map(Number) as [number, number, number];
  // Noon, for the reason countWorkingDays gives; the key written by hand, as date-fns' format is slow
  // enough to cost seconds when a report walks every day of a few hundred terms.
  for (let date = new Date(year, month - 1, day, 12); ; date = nextNoon(date)) {
    const key = dayKey(date);
    if (key > to) break;
    const holiday = holidayNames.get(key);
    const leaveName = leaveNames.get(key);
    if (date.getDay() === 0 || date.getDay() === 6) breakdown.skipped.push({ date: key, reason: 'weekend' });
    else if (holiday !== undefined) breakdown.skipped.push({ date: key, reason: 'holiday', name: holiday });
    else if (leaveName !== undefined) breakdown.skipped.push({ date: key, reason: 'leave', name: leaveName });
    else {
      breakdown.workingDays += 1;
      breakdown.dates.push(key);
    }
  }
  return breakdown;
}
