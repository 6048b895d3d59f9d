import * as z from 'zod/mini';
import { filterDecimalPlaces } from './input-filters';
import { INVALID_DATE_MESSAGE, isValidDateText } from './validation';

// A manager's correction of a vacation balance: signed days with one decimal (never 0), the day it
// counts from, and a note saying why (it becomes a ledger entry everyone can read).

export const ADJUSTMENT_NOTE_MAX = 1000;
export const ADJUSTMENT_DAYS_MAX = 365;
export const ADJUSTMENT_MESSAGES = {
  days: 'Enter the days to add, or a minus sign and the days to remove (e.g. 2 or -1.5)',
  zero: 'The days cannot be 0',
  tooMany: `At most ${ADJUSTMENT_DAYS_MAX} days at a time`,
  date: 'The date is required',
  note: 'Say why the balance changes',
  noteTooLong: `At most ${ADJUSTMENT_NOTE_MAX} characters`,
} as const;

// Typing filter: an optional leading sign, then digits with at most one decimal. Only deletes.
export function filterSignedDays(value: string): string {
  const trimmed = value.trimStart();
  const sign =
    trimmed.startsWith('-') || trimmed.startsWith('\u2212') ? '-' : trimmed.startsWith('+') ? '+' : '';
  return `${sign}${filterDecimalPlaces(sign ? trimmed.slice(1) : trimmed, 1, 3)}`;
}

// "−1.5" → -1.5; null for anything that is not a number.
export function parseSignedDays(text: string): number | null {
  const normal = text.trim().replace('\u2212', '-');
  if (!/^[+-]?(\d+(\.\d?)?|\.\d)$/.test(normal)) return null;
  return Math.round(Number(normal) * 10) / 10;
}

export const adjustmentFormSchema = z.object({
  days: z.string().check(
    z.refine((text) => parseSignedDays(text) !== null, ADJUSTMENT_MESSAGES.days),
    // Unreadable text has its own message above, so these two pass it.
    z.refine((text) => parseSignedDays(text) !== 0, ADJUSTMENT_MESSAGES.zero),
    z.refine(
      (text) => Math.abs(parseSignedDays(text) ?? 0) <= ADJUSTMENT_DAYS_MAX,
      ADJUSTMENT_MESSAGES.tooMany,
    ),
  ),
  date: z.string().check(
    z.minLength(1, ADJUSTMENT_MESSAGES.date),
    z.refine((text) => text === '' || isValidDateText(text), INVALID_DATE_MESSAGE),
  ),
  note: z.string().check(
    z.refine((text) => text.trim().length > 0, ADJUSTMENT_MESSAGES.note),
    z.maxLength(ADJUSTMENT_NOTE_MAX, ADJUSTMENT_MESSAGES.noteTooLong),
  ),
});
export type AdjustmentForm = z.infer<typeof adjustmentFormSchema>;

// What POST time-offs/ledger/{userId} takes.
export function adjustmentOf(values: AdjustmentForm): {
  type: 'vacation';
  days: number;
  date: string;
  note: string;
} {
  return {
    type: 'vacation',
    days: parseSignedDays(values.days) ?? 0,
    date: values.date,
    note: values.note.trim(),
  };
}
