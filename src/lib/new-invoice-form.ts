import * as z from 'zod/mini';
import { isDateRangeInOrder } from './date-range';
import { parseDuration } from './duration';
import { INVALID_DATE_MESSAGE, isValidDateText } from './validation';

// The create wizard's form (finance.md §1.2): field names are the API's (POST invoices-create), so a
// 422 lands on its field as sent; a line's rate is held in integer cents.

export const NOTES_MAX = 2000;
export const DESCRIPTION_MAX = 255;

const dateText = (message: string) =>
  z.string().check(
    z.minLength(1, { error: message }),
    z.refine((value) => isValidDateText(value), { error: INVALID_DATE_MESSAGE }),
  );

export const draftLineSchema = z.object({
  user_id: z.number(),
  user_name: z.string(),
  term_id: z.nullable(z.number()),
  description: z
    .string()
    .check(z.maxLength(DESCRIPTION_MAX, { error: `At most ${DESCRIPTION_MAX} characters` })),
  // A part leave day leaves half or a share of a day: 19.5, 19.75.
  days: z.string().check(z.regex(/^\d+(?:\.\d{1,2})?$/, { error: 'Days, at most two decimals' })),
  hours: z.string().check(z.refine((value) => (parseDuration(value) ?? -1) >= 0, { error: 'Hours as H:MM' })),
  rate: z
    .nullable(z.number())
    .check(z.refine((value) => value !== null && value > 0, { error: 'A rate above 0' })),
});
export type DraftLine = z.infer<typeof draftLineSchema>;

export const newInvoiceFormSchema = z
  .object({
    project_id: z
      .nullable(z.number())
      .check(z.refine((value) => value !== null, { error: 'Choose a project' })),
    type: z.enum(['hours', 'vacation']),
    period_from: dateText('Start of the service period is required'),
    period_to: dateText('End of the service period is required'),
    allow_duplicate: z.boolean(),
    lines: z.array(draftLineSchema).check(z.minLength(1, { error: 'An invoice needs a line' })),
    vat_id: z.nullable(z.number()),
    issue_date: dateText('Issue date is required'),
    due_date: dateText('Due date is required'),
    language: z.string(),
    notes: z.string().check(z.maxLength(NOTES_MAX, { error: `At most ${NOTES_MAX} characters` })),
  })
  .check(
    z.refine((form) => isDateRangeInOrder(form.period_from, form.period_to), {
      error: 'The period cannot end before it starts',
      path: ['period_to'],
      when: () => true,
    }),
    z.refine((form) => isDateRangeInOrder(form.issue_date, form.due_date), {
      error: 'Due date cannot be before the issue date',
      path: ['due_date'],
      when: () => true,
    }),
  );
export type NewInvoiceForm = z.infer<typeof newInvoiceFormSchema>;

// The fields of each step, for validating one step before the next and for going back to a
// refused field.
export const STEP_FIELDS = [
  ['project_id', 'type', 'period_from', 'period_to'],
  ['lines'],
  ['vat_id', 'issue_date', 'due_date', 'language', 'notes'],
] as const;

// Which step a server field belongs to: lines.0.rate → 1, period_from → 0.
export function stepOfField(field: string): number {
  const root = field.split('.')[0] ?? field;
  const index = STEP_FIELDS.findIndex((fields) => (fields as readonly string[]).includes(root));
  return index < 0 ? STEP_FIELDS.length - 1 : index;
}
