import { applyHolidayChanges, type HolidayYear } from '@/lib/holiday-calendar';
import { HOLIDAY_RULES_BY_COUNTRY, generatedHolidays, type HolidayRule } from '@/lib/holidays';
import type { HolidayChangeRow } from './schemas';

export const HOLIDAY_COUNTRIES: readonly { country: string; rules: readonly HolidayRule[] }[] =
  Object.entries(HOLIDAY_RULES_BY_COUNTRY).map(([country, rules]) => ({ country, rules }));

// The changes a company made to one country's year.
export function changesIn(
  changes: readonly HolidayChangeRow[],
  country: string,
  year: number,
): HolidayChangeRow[] {
  return changes.filter((row) => row.country === country && row.date.startsWith(`${year}-`));
}

// One country's year: the rules' days with the company's changes (none for a country without rules).
export function holidayYearOf(
  country: string,
  year: number,
  changes: readonly HolidayChangeRow[],
): HolidayYear {
  const mine = changesIn(changes, country, year);
  return applyHolidayChanges(generatedHolidays(year, HOLIDAY_RULES_BY_COUNTRY[country] ?? []), {
    added: mine.filter((row) => row.change === 'added').map(({ date, name }) => ({ date, name })),
    removed: mine.filter((row) => row.change === 'removed').map((row) => row.date),
  });
}
