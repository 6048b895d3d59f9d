import * as z from 'zod/mini';
import { fromCents, toCents } from '@/lib/cents';
import {
  TERM_MAX_HOURLY_RATE,
  TERM_NOTE_MAX,
  hoursPerDayText,
  isTermMinutesInRange,
  minutesFromHoursPerDay,
  termMinutesPerDay,
  type TermBasis,
} from '@/lib/term-form';
import { dataOf, listOf } from '../common.schemas';
import { requiredDateText } from '../dates.schemas';
import { dateRangeCheck } from '../date-range.schemas';
import { personRefSchema } from '../internal-projects/internal-project.schemas';
import { blankToNull, optionalText } from '../text.schemas';

// A person's term on a project: dates, time per working day (HH:MM and its % of 8:00), the hourly rate
// (a JSON number; cents in the client) and the working days the server counts in the range.
export const termSchema = z.object({
  id: z.number(),
  internal_project_id: z.number(),
  user: personRefSchema,
  start_date: z.string(),
  end_date: z.string(),
  hours_per_day: z.string(),
  percentage: z.number(),
  hourly_rate: z.number(),
  currency: z.string(),
  unit: z.string(),
  working_days: z.number(),
  // Proposed: confirmed or tentative (planning.md §2.5).
  status: z.string(),
  note: z.nullable(z.string()),
  // Proposed: how many invoices have a line for this term, so a delete can say so before it is sent.
  invoice_count: z.optional(z.number()),
});
export type Term = z.infer<typeof termSchema>;
export const termResponseSchema = dataOf(termSchema);
export const termListSchema = listOf(termSchema);

// GET terms/{projectId} and terms/all/{projectId}: the terms, and (proposed) the project they belong to,
// so the tab knows the currency new rates are in and the dates terms must stay within.
export const termProjectSchema = z.object({
  id: z.number(),
  title: z.string(),
  currency: z.string(),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
});
export type TermProject = z.infer<typeof termProjectSchema>;
export const projectTermsSchema = z.object({
  data: z.array(termSchema),
  meta: z.optional(z.object({ project: termProjectSchema })),
});
export type ProjectTerms = z.infer<typeof projectTermsSchema>;

export const TERM_STATUSES = ['confirmed', 'tentative'] as const;
export type TermStatus = (typeof TERM_STATUSES)[number];
export const TERM_STATUS_LABELS: Record<string, string> = { confirmed: 'Confirmed', tentative: 'Tentative' };
export const termStatusLabel = (status: string): string => TERM_STATUS_LABELS[status] ?? status;

// What POST terms/{projectId} takes: one of hours_per_day and percentage (the other null; the server
// derives it), the rate as a JSON number.
export type TermInput = {
  user_id: number;
  start_date: string;
  end_date: string;
  hours_per_day: string | null;
  percentage: number | null;
  hourly_rate: number;
  unit: 'hr';
  status: TermStatus;
  note: string | null;
};

// The add/edit form: the rate in cents; `basis` says which of hours and percentage was typed last.
export type TermForm = {
  user_id: number | null;
  start_date: string;
  end_date: string;
  basis: TermBasis;
  hours_per_day: string;
  percentage: number | null;
  hourly_rate: number | null;
  status: TermStatus;
  note: string;
};

export const TERM_FORM_FIELDS = [
  'user_id',
  'start_date',
  'end_date',
  'hours_per_day',
  'percentage',
  'hourly_rate',
  'status',
  'note',
] as const satisfies readonly (keyof TermForm)[];

const MAX_RATE_CENTS = TERM_MAX_HOURLY_RATE * 100;

export const termFormSchema = z
  .object({
    user_id: z.nullable(z.number()).check(z.refine((id) => id !== null, { error: 'Choose a person' })),
    start_date: requiredDateText('Enter the first day'),
    end_date: requiredDateText('Enter the last day'),
    basis: z.enum(['hours', 'percentage']),
    hours_per_day: z.string(),
    percentage: z.nullable(z.number()),
    hourly_rate: z.nullable(z.number()).check(
      z.refine((cents) => cents !== null && cents > 0, { error: 'Enter the hourly rate' }),
      z.refine((cents) => cents === null || cents <= MAX_RATE_CENTS, {
        error: `At most ${TERM_MAX_HOURLY_RATE.toLocaleString('en-US')}.00`,
      }),
    ),
    status: z.enum(TERM_STATUSES),
    note: optionalText(TERM_NOTE_MAX),
  })
  .check(
    dateRangeCheck('start_date', 'end_date'),
    // Said at the field that was typed last, whatever else is wrong with the form.
    z.refine<TermForm>((form) => form.basis !== 'hours' || isTermMinutesInRange(termMinutesPerDay(form)), {
      error: 'Enter the hours per day, from 00:01 to 24:00',
      path: ['hours_per_day'],
      when: () => true,
    }),
    z.refine<TermForm>(
      (form) => form.basis !== 'percentage' || isTermMinutesInRange(termMinutesPerDay(form)),
      { error: 'Enter the share of an 8-hour day', path: ['percentage'], when: () => true },
    ),
  );

export const emptyTermForm = (): TermForm => ({
  user_id: null,
  start_date: '',
  end_date: '',
  basis: 'hours',
  hours_per_day: '08:00',
  percentage: 100,
  hourly_rate: null,
  status: 'confirmed',
  note: '',
});

export const termFormOf = (term: Term): TermForm => ({
  user_id: term.user.id,
  start_date: term.start_date,
  end_date: term.end_date,
  basis: 'hours',
  hours_per_day: term.hours_per_day,
  percentage: term.percentage,
  hourly_rate: toCents(term.hourly_rate),
  status: term.status === 'tentative' ? 'tentative' : 'confirmed',
  note: term.note ?? '',
});

// The field typed last is sent; the other is null and the server derives it.
function timeOf(form: TermForm): Pick<TermInput, 'hours_per_day' | 'percentage'> {
  return form.basis === 'percentage'
    ? { hours_per_day: null, percentage: form.percentage }
    : { hours_per_day: hoursPerDayText(minutesFromHoursPerDay(form.hours_per_day) ?? 0), percentage: null };
}

export const termInputOf = (form: TermForm): TermInput => ({
  user_id: form.user_id ?? 0,
  start_date: form.start_date,
  end_date: form.end_date,
  ...timeOf(form),
  hourly_rate: fromCents(form.hourly_rate ?? 0),
  unit: 'hr',
  status: form.status,
  note: blankToNull(form.note),
});

// An edit sends only what changed (POST terms/{id}?_method=patch is partial); {} when nothing did.
export function termPatchOf(term: Term, form: TermForm): Partial<TermInput> {
  const input = termInputOf(form);
  const patch: Partial<TermInput> = {};
  if (input.user_id !== term.user.id) patch.user_id = input.user_id;
  if (input.start_date !== term.start_date) patch.start_date = input.start_date;
  if (input.end_date !== term.end_date) patch.end_date = input.end_date;
  if (termMinutesPerDay(form) !== minutesFromHoursPerDay(term.hours_per_day)) {
    patch.hours_per_day = input.hours_per_day;
    patch.percentage = input.percentage;
  }
  if (toCents(input.hourly_rate) !== toCents(term.hourly_rate)) patch.hourly_rate = input.hourly_rate;
  if (input.status !== term.status) patch.status = input.status;
  if (input.note !== term.note) patch.note = input.note;
  return patch;
}
