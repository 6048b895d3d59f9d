import { isApiError } from '@/api/api-error';
import type { HolidayYearChanges } from '@/api/public-holidays/public-holiday.schemas';
import { toFieldMessages } from '@/lib/server-errors';

// Where a refused save says what is wrong: at the day a message names (`added.1.date` is the second
// day sent, `removed.0` the first removed date), the rest above the calendar.
export type SaveErrors = { byDate: Record<string, string>; general: string | null };

export const NO_SAVE_ERRORS: SaveErrors = { byDate: {}, general: null };

export const SAVE_FAILED_MESSAGE = 'The holidays were not saved. Your changes are kept: try again.';

export function saveErrorsOf(error: unknown, sent: HolidayYearChanges): SaveErrors {
  if (!isApiError(error) || error.status !== 422) return { byDate: {}, general: SAVE_FAILED_MESSAGE };
  const byDate: Record<string, string> = {};
  const general: string[] = [];
  for (const { field, message } of toFieldMessages(error.fieldErrors)) {
    const added = /^added\.(\d+)\./.exec(field);
    const removed = /^removed\.(\d+)$/.exec(field);
    const date = added
      ? sent.added[Number(added[1])]?.date
      : removed
        ? sent.removed[Number(removed[1])]
        : undefined;
    if (date && !byDate[date]) byDate[date] = message;
    else if (!date) general.push(message);
  }
  const named = Object.keys(byDate).length;
  if (general.length === 0 && named === 0) general.push(error.message);
  if (named > 0)
    general.unshift(
      `Not saved: ${named === 1 ? 'one day needs' : `${named} days need`} a change (see the list).`,
    );
  return { byDate, general: general.join(' ') };
}
