import {
  countryHolidaysListSchema,
  type CountryHolidays,
} from '@/api/public-holidays/public-holiday.schemas';
import type { HolidayRow } from '../db/schemas';
import { respond } from '../routing/responses';
import { tokenOptionalRoute } from '../routing/route';

// Grouped by country, in first-seen order, each country's holidays by date.
function byCountry(rows: readonly HolidayRow[]): CountryHolidays[] {
  const groups = new Map<string, CountryHolidays>();
  for (const { country, date, name } of rows) {
    const group = groups.get(country) ?? { country, holidays: [] };
    group.holidays.push({ date, name });
    groups.set(country, group);
  }
  for (const group of groups.values())
    group.holidays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return [...groups.values()];
}

// country=all (or none) gives every country; year narrows to one year.
const list = tokenOptionalRoute('GET', 'public-holidays', ({ db, url }) => {
  const country = (url.searchParams.get('country') ?? 'all').toUpperCase();
  const year = url.searchParams.get('year');
  const rows = db.publicHolidays.findMany((q) =>
    q.where({
      country: (value) => country === 'ALL' || value === country,
      date: (value) => !year || value.startsWith(`${year}-`),
    }),
  );
  return respond(countryHolidaysListSchema, { data: byCountry(rows) });
});

export const publicHolidayHandlers = [list];
