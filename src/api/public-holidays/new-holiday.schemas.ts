import * as z from 'zod/mini';
import { isValidDateText } from '@/lib/validation';
import { requiredDateText } from '../dates.schemas';
import { requiredText } from '../text.schemas';

// Apart from the answers' schemas, which every screen loads with the reference list: the form's checks
// need the date rules, which only the holidays tab should carry.
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
