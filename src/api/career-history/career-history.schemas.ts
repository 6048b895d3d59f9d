import * as z from 'zod/mini';
import { INVALID_DATE_MESSAGE, isValidDateText } from '@/lib/validation';
import { dataOf, listOf, messageSchema } from '../common.schemas';
import { untrimmedText } from '../text.schemas';
import { userProjectSchema } from '../user-projects/user-project.schemas';

// One step of a person's career here: what they were, from when to when (end_date null: current).
export const careerEntrySchema = z.object({
  id: z.number(),
  user_id: z.number(),
  position_id: z.nullable(z.number()),
  department_id: z.nullable(z.number()),
  seniority_id: z.nullable(z.number()),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  note: z.string(),
});
export type CareerEntry = z.infer<typeof careerEntrySchema>;

// A recorded change to a career entry (GET career-history/history/{entryId}); each can be deleted.
export const careerChangeSchema = z.object({
  id: z.number(),
  career_history_id: z.number(),
  changed_at: z.string(),
  changed_by: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.nullable(z.string()), to: z.nullable(z.string()) })),
});
export type CareerChange = z.infer<typeof careerChangeSchema>;
export type CareerFieldChange = CareerChange['changes'][number];

export const careerEntryListSchema = listOf(careerEntrySchema);
export const careerEntryResponseSchema = dataOf(careerEntrySchema);
export const careerChangeListSchema = listOf(careerChangeSchema);
export const careerChangeDeletedSchema = messageSchema;
// GET projects-after-certain-date/{userId}?date=: the person's projects running on or after the date.
export const projectsSinceResponseSchema = listOf(userProjectSchema);

export const CAREER_NOTE_MAX = 500;

// What POST career-history and PATCH career-history/{entryId} send (end_date null: the current step).
export type CareerEntryInput = {
  user_id: number;
  position_id: number | null;
  department_id: number | null;
  seniority_id: number | null;
  start_date: string;
  end_date: string | null;
  note: string;
};

const nullableId = () => z.nullable(z.number().check(z.int()));

// The add/edit form of a career step. That the end is not before the start is the API's rule: its 422
// lands on the end date field. Input and output types are the same, so useForm<CareerEntryForm> fits.
export const careerEntryFormSchema = z.object({
  position_id: nullableId(),
  department_id: nullableId(),
  seniority_id: nullableId(),
  start_date: z.string().check(
    z.minLength(1, { error: 'Start date is required' }),
    z.refine((value) => value === '' || isValidDateText(value), { error: INVALID_DATE_MESSAGE }),
  ),
  end_date: z
    .string()
    .check(z.refine((value) => value === '' || isValidDateText(value), { error: INVALID_DATE_MESSAGE })),
  note: untrimmedText(CAREER_NOTE_MAX),
});
export type CareerEntryForm = z.infer<typeof careerEntryFormSchema>;

export const emptyCareerEntryForm = (): CareerEntryForm => ({
  position_id: null,
  department_id: null,
  seniority_id: null,
  start_date: '',
  end_date: '',
  note: '',
});

export const careerEntryFormOf = (entry: CareerEntry): CareerEntryForm => ({
  position_id: entry.position_id,
  department_id: entry.department_id,
  seniority_id: entry.seniority_id,
  start_date: entry.start_date,
  end_date: entry.end_date ?? '',
  note: entry.note,
});

// A blank end date is the current step; the note is sent trimmed.
export const careerEntryInputOf = (userId: number, form: CareerEntryForm): CareerEntryInput => ({
  user_id: userId,
  position_id: form.position_id,
  department_id: form.department_id,
  seniority_id: form.seniority_id,
  start_date: form.start_date,
  end_date: form.end_date === '' ? null : form.end_date,
  note: form.note.trim(),
});
