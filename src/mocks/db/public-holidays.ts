import { HOLIDAY_RULES_BY_COUNTRY, holidaysForYear, type HolidayRule } from '@/lib/holidays';
import type { HolidayRow } from './schemas';

export const HOLIDAY_COUNTRIES: readonly { country: string; rules: readonly HolidayRule[] }[] =
  Object.entries(HOLIDAY_RULES_BY_COUNTRY).map(([country, rules]) => ({ country, rules }));

// Last year, this year and next, so calendars around the turn of the year have their holidays.
export function publicHolidayRows(referenceDate: Date): HolidayRow[] {
  const year = referenceDate.getFullYear();
  return HOLIDAY_COUNTRIES.flatMap(({ country, rules }) =>
    [year - 1, year, year + 1].flatMap((y) =>
      holidaysForYear(y, rules).map((holiday) => ({ country, ...holiday })),
    ),
  );
}
