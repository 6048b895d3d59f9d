import { holidayYearOf, HOLIDAY_COUNTRIES } from './public-holidays';
import type { HolidayChangeRow, HolidayRow } from './schemas';

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
