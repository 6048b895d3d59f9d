import { endsBeforeStart } from '@/lib/period-label';
import { isValidDateText } from '@/lib/validation';

// Whether a start and an end date (yyyy-MM-dd, '' for none) are in order: the end is not before the
// start. An open end, a blank start, and a period still going on (no end to compare) are in order; a
// date that is not a valid day is its own field's business, so the pair is not refused for it.
export function isDateRangeInOrder(start: string, end: string, ongoing: boolean = false): boolean {
  return ongoing || !isValidDateText(start) || !isValidDateText(end) || !endsBeforeStart(start, end);
}
