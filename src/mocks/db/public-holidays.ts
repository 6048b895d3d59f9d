import { applyHolidayChanges, type HolidayYear } from '@/lib/holiday-calendar';
import { HOLIDAY_RULES_BY_COUNTRY, generatedHolidays, type HolidayRule } from '@/lib/holidays';
import type { HolidayChangeRow, HolidayRow } from './schemas';

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

// acme has given its people New Year's Eve next year; globex keeps the law's days.
export function holidayChangeRows(tenant: string, referenceDate: Date): HolidayChangeRow[] {
  if (tenant !== 'acme') return [];
  const next = referenceDate.getFullYear() + 1;
  return [
    { country: 'GE', date: `${next}-12-31`, name: "New Year's Eve (company day off)", change: 'added' },
  ];
}

// Last year, this year and next, so calendars around the turn of the year have their holidays; each
// with the company's changes (the rows GET public-holidays lists).
export function publicHolidayRows(
  referenceDate: Date,
  changes: readonly HolidayChangeRow[] = [],
): HolidayRow[] {
  const year = referenceDate.getFullYear();
  return HOLIDAY_COUNTRIES.flatMap(({ country }) =>
    [year - 1, year, year + 1].flatMap((y) =>
      holidayYearOf(country, y, changes).holidays.map(({ date, name }) => ({ country, date, name })),
    ),
  );
}
