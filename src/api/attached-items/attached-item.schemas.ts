import { format } from 'date-fns';
import * as z from 'zod/mini';
import { INVALID_DATE_MESSAGE, isValidDateText } from '@/lib/validation';
import { optionalText, requiredText } from '../text.schemas';

// Form rules shared by the profile items that carry attachments (courses, achievements): texts with a
// length limit, a day within SPEC §5's range that is not in the future, and the new files to upload.

export const ITEM_TEXT_MAX = 255;
export const FUTURE_DATE_MESSAGE = 'The date cannot be in the future';

export const requiredItemText = (message: string, max: number = ITEM_TEXT_MAX) => requiredText(message, max);

export const optionalItemText = (max: number = ITEM_TEXT_MAX) => optionalText(max);

// yyyy-MM-dd compares as text; today is the local day the person sees.
const isNotFuture = (value: string, now: Date = new Date()) => value <= format(now, 'yyyy-MM-dd');

// '' (not known) or a real day within the range, today at the latest.
export const pastItemDate = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isValidDateText(value), { error: INVALID_DATE_MESSAGE }),
    z.refine((value) => value === '' || !isValidDateText(value) || isNotFuture(value), {
      error: FUTURE_DATE_MESSAGE,
    }),
  );

// Files chosen in the form; FilesField has already refused wrong types and sizes.
export const newFiles = () => z.array(z.custom<File>((value) => typeof value === 'object' && value !== null));

// What every attached-item form holds besides its own fields.
export type WithNewFiles = { files: File[] };
