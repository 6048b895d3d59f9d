import { parseISO } from 'date-fns';
import { isDateWithin150Years } from '@/lib/validation';
import { orNull } from './validate';
import { validationFailed } from './responses';

// Laravel's start_date required|date and end_date nullable|date|after_or_equal:start_date, on values
// that passed validate(); a day more than 150 years away is not a valid date (SPEC §5). The dates as
// yyyy-MM-dd, the end null when blank; throws Laravel's 422.
export function periodOf(values: { start_date: string; end_date: string }): {
  start_date: string;
  end_date: string | null;
} {
  const start = values.start_date.slice(0, 10);
  const end = orNull(values.end_date.slice(0, 10));
  const errors: Record<string, string[]> = {};
  if (!isDateWithin150Years(parseISO(start)))
    errors.start_date = ['The start date field must be a valid date.'];
  if (end !== null && !isDateWithin150Years(parseISO(end))) {
    errors.end_date = ['The end date field must be a valid date.'];
  } else if (end !== null && end < start) {
    errors.end_date = ['The end date field must be a date after or equal to start date.'];
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { start_date: start, end_date: end };
}
