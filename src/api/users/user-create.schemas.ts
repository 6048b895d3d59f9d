import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validation';
import { optionalDateText, requiredDateText } from '../dates.schemas';
import { optionalText as optionalTextOf, requiredText as requiredTextOf } from '../text.schemas';

// The add-employee form (SPEC §2 /add-employee, §5 rules) and the three calls that save it.
// Input and output types are the same (no defaults or transforms), so useForm<NewEmployee> fits the
// resolver; the form's starting values are the screen's.

export const EMPLOYEE_ROLES = ['employee', 'sale', 'admin'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
export const DEFAULT_EMPLOYEE_ROLE: EmployeeRole = 'employee';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const WEEKLY_HOURS_MAX_DIGITS = 2;
const TEXT_MAX = 255;

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';
export const INVALID_WEEKLY_HOURS_MESSAGE = 'Weekly hours must be a number of 1 or 2 digits';

const PHONE = /^[\d+ ]+$/;
const WEEKLY_HOURS = new RegExp(`^\\d{1,${WEEKLY_HOURS_MAX_DIGITS}}$`);

const requiredText = (message: string) => requiredTextOf(message, TEXT_MAX);

const optionalText = () => optionalTextOf(TEXT_MAX);

const nullableId = () => z.nullable(z.number().check(z.int()));

export const personalInformationSchema = z.object({
  birth_date: optionalDateText(),
  phone: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || PHONE.test(value), { error: INVALID_PHONE_MESSAGE }),
  ),
  personal_email: z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isValidEmail(value), { error: INVALID_EMAIL_MESSAGE }),
  ),
  location: optionalText(),
  address: optionalText(),
  emergency_contact: optionalText(),
});
export type PersonalInformationInput = z.infer<typeof personalInformationSchema>;
// Its fields, as a 422 answer names them.
export const PERSONAL_INFORMATION_FIELDS = [
  'birth_date',
  'phone',
  'personal_email',
  'location',
  'address',
  'emergency_contact',
] as const satisfies readonly (keyof PersonalInformationInput)[];

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
export const EMPLOYMENT_DETAILS_FIELDS = [
  'position_id',
  'department_id',
  'seniority_id',
  'employment_type_id',
  'start_date',
  'is_billable',
  'weekly_hours',
] as const satisfies readonly (keyof EmploymentDetailsInput)[];

export const newEmployeeSchema = z.object({
  first_name: requiredText('First name is required'),
  last_name: requiredText('Last name is required'),
  email: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'E-mail is required' }),
    z.refine((value) => value === '' || isValidEmail(value), { error: INVALID_EMAIL_MESSAGE }),
  ),
  role: z.enum(EMPLOYEE_ROLES),
  title: optionalText(),
  personal: personalInformationSchema,
  employment: employmentDetailsSchema,
});
export type NewEmployee = z.infer<typeof newEmployeeSchema>;

// What the API answers.
export const createdUserResponseSchema = z.object({ data: z.object({ id: z.number() }) });

export const personalInformationRecordSchema = z.object({
  birth_date: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  personal_email: z.nullable(z.string()),
  location: z.nullable(z.string()),
  address: z.nullable(z.string()),
  emergency_contact: z.nullable(z.string()),
});
export type PersonalInformation = z.infer<typeof personalInformationRecordSchema>;
export const personalInformationResponseSchema = z.object({ data: personalInformationRecordSchema });

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
export const employmentDetailsResponseSchema = z.object({ data: employmentDetailsRecordSchema });

export const avatarResponseSchema = z.object({ data: z.object({ avatar: z.string() }) });
