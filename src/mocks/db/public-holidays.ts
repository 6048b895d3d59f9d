import { GEORGIAN_HOLIDAY_RULES, holidaysForYear, type HolidayRule } from '@/lib/holidays';
import type { HolidayRow } from './schemas';

// Public holidays of Serbia (Law on State and Other Holidays): fixed dates and Orthodox Easter,
// so the same rule kinds as Georgia's cover it.
const SERBIAN_HOLIDAY_RULES: readonly HolidayRule[] = [
  { kind: 'fixed', month: 1, day: 1, name: "New Year's Day" },
  { kind: 'fixed', month: 1, day: 2, name: "New Year's Day" },
  { kind: 'fixed', month: 1, day: 7, name: 'Orthodox Christmas' },
  { kind: 'fixed', month: 2, day: 15, name: 'Statehood Day' },
  { kind: 'fixed', month: 2, day: 16, name: 'Statehood Day' },
  { kind: 'fixed', month: 5, day: 1, name: 'Labour Day' },
  { kind: 'fixed', month: 5, day: 2, name: 'Labour Day' },
  { kind: 'fixed', month: 11, day: 11, name: 'Armistice Day' },
  { kind: 'easter', offsetDays: -2, name: 'Orthodox Good Friday' },
  { kind: 'easter', offsetDays: -1, name: 'Orthodox Holy Saturday' },
  { kind: 'easter', offsetDays: 0, name: 'Orthodox Easter Sunday' },
  { kind: 'easter', offsetDays: 1, name: 'Orthodox Easter Monday' },
];

export const HOLIDAY_COUNTRIES: readonly { country: string; rules: readonly HolidayRule[] }[] = [
  { country: 'GE', rules: GEORGIAN_HOLIDAY_RULES },
  { country: 'RS', rules: SERBIAN_HOLIDAY_RULES },
];

// Last year, this year and next, so calendars around the turn of the year have their holidays.
export function publicHolidayRows(referenceDate: Date): HolidayRow[] {
  const year = referenceDate.getFullYear();
  return HOLIDAY_COUNTRIES.flatMap(({ country, rules }) =>
    [year - 1, year, year + 1].flatMap((y) =>
      holidaysForYear(y, rules).map((holiday) => ({ country, ...holiday })),
    ),
  );
}
