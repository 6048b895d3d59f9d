import * as z from 'zod/mini';
import { isDateRangeInOrder } from '@/lib/date-range';
import { INVALID_DATE_MESSAGE, isValidDateText } from '@/lib/validation';

// Dates as the forms hold them (yyyy-MM-dd, '' for none), and the start and end of something on a
// profile (studies, jobs, projects) in its add/edit form.

export const END_BEFORE_START_MESSAGE = 'End date cannot be before the start date';

const validDate = z.refine<string>((value) => value === '' || isValidDateText(value), {
  error: INVALID_DATE_MESSAGE,
});

// A yyyy-MM-dd date that may be left empty.
export const optionalDateText = () => z.string().check(z.trim(), validDate);

// A yyyy-MM-dd date that must be given.
export const requiredDateText = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, { error: message }), validDate);

// ongoing: still going on, so no end date is sent; a form without the tick has an optional end.
type PeriodForm = { start_date: string; end_date: string; ongoing?: boolean };

// The rules across both dates, said at the end date whatever else is wrong with the form: an end is
// required unless the period goes on (when the form asks for one), and cannot be before the start.
export function periodChecks({ endRequiredMessage }: { endRequiredMessage?: string } = {}) {
  const endNotBeforeStart = z.refine<PeriodForm>(
    ({ start_date, end_date, ongoing }) => isDateRangeInOrder(start_date, end_date, ongoing === true),
    { error: END_BEFORE_START_MESSAGE, path: ['end_date'], when: () => true },
  );
  if (endRequiredMessage === undefined) return [endNotBeforeStart];
  const endRequired = z.refine<PeriodForm>(({ end_date, ongoing }) => ongoing === true || end_date !== '', {
    error: endRequiredMessage,
    path: ['end_date'],
    when: () => true,
  });
  return [endRequired, endNotBeforeStart];
}
