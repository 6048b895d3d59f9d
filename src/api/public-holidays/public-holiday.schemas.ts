import * as z from 'zod/mini';
import { dataOf, listOf } from '../common.schemas';

export const holidaySchema = z.object({ date: z.string(), name: z.string() });
export const countryHolidaysSchema = z.object({
  country: z.string(),
  holidays: z.array(holidaySchema),
});
export type CountryHolidays = z.infer<typeof countryHolidaysSchema>;
export const countryHolidaysListSchema = listOf(countryHolidaysSchema);

// One country's year as the calendar needs it (GET all-public-holidays?year&country, proposed): each
// day off with where it comes from (the fixed-date or Orthodox-Easter rules, or added by the company),
// and the generated days the company removed.
export const holidaySourceSchema = z.enum(['fixed', 'easter', 'added']);
export const holidayYearSchema = z.object({
  country: z.string(),
  year: z.number(),
  holidays: z.array(z.object({ date: z.string(), name: z.string(), source: holidaySourceSchema })),
  removed: z.array(z.object({ date: z.string(), name: z.string(), source: z.enum(['fixed', 'easter']) })),
});
export type HolidayYearAnswer = z.infer<typeof holidayYearSchema>;
export const holidayYearResponseSchema = dataOf(holidayYearSchema);

// POST public-holidays (proposed): every change of the year at once (it replaces the year's earlier
// changes), so sending it twice does no harm.
export type HolidayYearChanges = {
  country: string;
  year: number;
  added: { date: string; name: string }[];
  removed: string[];
};
