import * as z from 'zod/mini';
import { isDateRangeInOrder } from '@/lib/date-range';
import { END_BEFORE_START_MESSAGE } from './dates.schemas';

// The rule a DateRangeField stands for, over any two date fields of a form (yyyy-MM-dd, '' for none):
// the end is not before the start, said at the end field whatever else is wrong with the form. A
// missing or impossible date is its own field's business.
export function dateRangeCheck<K extends string>(startKey: K, endKey: K) {
  return z.refine<Record<K, string>>((values) => isDateRangeInOrder(values[startKey], values[endKey]), {
    error: END_BEFORE_START_MESSAGE,
    path: [endKey],
    when: () => true,
  });
}
