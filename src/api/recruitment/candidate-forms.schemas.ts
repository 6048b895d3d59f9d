import * as z from 'zod/mini';
import { optionalDateText, requiredDateText } from '../dates.schemas';
import { optionalText, requiredText } from '../text.schemas';
import { EMPLOYEE_ON_DEMAND_MESSAGE, ON_DEMAND } from '@/lib/availability';
import { REJECTION_REASON_REQUIRED } from '@/lib/recruitment-stages';
import { INVALID_EMAIL_MESSAGE, INVALID_URL_MESSAGE, isValidEmail, isValidUrl } from '@/lib/validation';

// The recruitment forms as they hold their values ('' for none, money in cents, ids or null); what
// goes on the wire is made from them by the dialogs.

const NAME_MAX = 255;
const NOTE_MAX = 2000;

export const candidateFormSchema = z.object({
  first_name: requiredText('Enter the first name.', NAME_MAX),
  last_name: requiredText('Enter the last name.', NAME_MAX),
  email: requiredText('Enter the e-mail address.', NAME_MAX).check(
    z.refine((value) => isValidEmail(value), INVALID_EMAIL_MESSAGE),
  ),
  phone: optionalText(50),
  linkedin: optionalText(NAME_MAX).check(
    z.refine((value) => value === '' || isValidUrl(value), INVALID_URL_MESSAGE),
  ),
  position_id: z.nullable(z.number()),
  seniority_id: z.nullable(z.number()),
  source: z.string(),
  owner_id: z.nullable(z.number()),
  expected_salary: z.nullable(z.number()),
  currency: z.string(),
  available_from: optionalDateText(),
  cv: z.nullable(z.custom<File>()),
});
export type CandidateForm = z.infer<typeof candidateFormSchema>;

export const REASON_REQUIRED = REJECTION_REASON_REQUIRED;

export const rejectFormSchema = z.object({
  // '' until one is chosen.
  reason_id: z.string().check(z.minLength(1, REJECTION_REASON_REQUIRED)),
  note: optionalText(NOTE_MAX),
  notify: z.boolean(),
});
export type RejectForm = z.infer<typeof rejectFormSchema>;

export const HIRE_FIELD_REQUIRED = 'Choose one.';

const requiredId = (message: string) =>
  z.nullable(z.number()).check(z.refine((value) => value !== null, message));

// The hired person gets the role employee, who may not be available on demand (SPEC §5).
export const hireFormSchema = z.object({
  start_date: requiredDateText('Enter the start date.'),
  position_id: requiredId('Choose the position.'),
  department_id: requiredId('Choose the department.'),
  employment_type_id: requiredId('Choose the employment type.'),
  availability_type: z.string().check(z.minLength(1, HIRE_FIELD_REQUIRED)),
  availability: z.string().check(
    z.minLength(1, HIRE_FIELD_REQUIRED),
    z.refine((value) => value !== ON_DEMAND, EMPLOYEE_ON_DEMAND_MESSAGE),
  ),
});
export type HireForm = z.infer<typeof hireFormSchema>;

export const NOTE_REQUIRED = 'Write the note.';

export const noteFormSchema = z.object({
  body: requiredText(NOTE_REQUIRED, NOTE_MAX),
  // 1–5, or null for none.
  rating: z.nullable(z.number().check(z.gte(1), z.lte(5))),
});
export type NoteForm = z.infer<typeof noteFormSchema>;
