import * as z from 'zod/mini';
import { dataOf, listOf } from '../common.schemas';
import { requiredDateText } from '../dates.schemas';
import { isValidDateText } from '@/lib/validation';
import { requiredText } from '../text.schemas';

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

export const HOLIDAY_NAME_MAX = 255;

// A day the company adds; `problem` says why a date cannot be added (outside the year, already off).
// Said at the date whatever else is wrong with the form.
export const newHolidayFormSchema = (problem: (date: string) => string | null) => {
  const problemOf = (date: string) => (isValidDateText(date) ? problem(date) : null);
  return z
    .object({
      date: requiredDateText('Pick a day'),
      name: requiredText('Enter a name', HOLIDAY_NAME_MAX),
    })
    .check(
      z.refine<{ date: string; name: string }>(({ date }) => problemOf(date) === null, {
        error: (issue) => problemOf((issue.input as { date: string }).date) ?? undefined,
        path: ['date'],
        when: () => true,
      }),
    );
};
export type NewHolidayInput = z.input<ReturnType<typeof newHolidayFormSchema>>;
