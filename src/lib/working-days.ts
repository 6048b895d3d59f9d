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
