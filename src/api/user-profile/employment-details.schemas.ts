import * as z from 'zod/mini';
import { dataOf, fieldsOf } from '../common.schemas';
import { requiredDateText } from '../dates.schemas';

// One person's employment details: the form (the profile's overview and the add-employee screen share
// it) and what POST user-employment-details/{id} answers.
// Input and output types are the same (no defaults or transforms), so useForm<…Input> fits the resolver.

export const WEEKLY_HOURS_MAX_DIGITS = 2;

export const INVALID_WEEKLY_HOURS_MESSAGE = 'Weekly hours must be a number of 1 or 2 digits';

const WEEKLY_HOURS = new RegExp(`^\\d{1,${WEEKLY_HOURS_MAX_DIGITS}}$`);

const nullableId = () => z.nullable(z.number().check(z.int()));

export const employmentDetailsSchema = z.object({
  position_id: nullableId(),
  department_id: nullableId(),
  seniority_id: nullableId(),
  employment_type_id: nullableId(),
  start_date: requiredDateText('Start date is required'),
  is_billable: z.boolean(),
  weekly_hours: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || WEEKLY_HOURS.test(value), { error: INVALID_WEEKLY_HOURS_MESSAGE }),
  ),
});
export type EmploymentDetailsInput = z.infer<typeof employmentDetailsSchema>;
// Its fields, as a 422 answer names them.
export const EMPLOYMENT_DETAILS_FIELDS = fieldsOf(employmentDetailsSchema);

// What the API answers.
export const employmentDetailsRecordSchema = z.object({
  position_id: z.nullable(z.number()),
  department_id: z.nullable(z.number()),
  seniority_id: z.nullable(z.number()),
  employment_type_id: z.nullable(z.number()),
  start_date: z.nullable(z.string()),
  is_billable: z.boolean(),
  weekly_hours: z.nullable(z.number()),
});
export type EmploymentDetails = z.infer<typeof employmentDetailsRecordSchema>;
export const employmentDetailsResponseSchema = dataOf(employmentDetailsRecordSchema);
