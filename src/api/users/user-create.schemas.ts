import * as z from 'zod/mini';
import { dataOf } from '../common.schemas';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validation';
import { optionalText as optionalTextOf, requiredText as requiredTextOf } from '../text.schemas';
import { employmentDetailsSchema } from '../user-profile/employment-details.schemas';
import { PERSON_TEXT_MAX, personalInformationSchema } from '../user-profile/personal-information.schemas';

// The add-employee form (SPEC §2 /add-employee, §5 rules) and the three calls that save it: the person,
// then their personal information and employment details (whose forms live in api/user-profile).
// Input and output types are the same (no defaults or transforms), so useForm<NewEmployee> fits the
// resolver; the form's starting values are the screen's.

export const EMPLOYEE_ROLES = ['employee', 'sale', 'admin'] as const;
export type EmployeeRole = (typeof EMPLOYEE_ROLES)[number];
export const DEFAULT_EMPLOYEE_ROLE: EmployeeRole = 'employee';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const requiredText = (message: string) => requiredTextOf(message, PERSON_TEXT_MAX);

const optionalText = () => optionalTextOf(PERSON_TEXT_MAX);

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
export const createdUserResponseSchema = dataOf(z.object({ id: z.number() }));

export const avatarResponseSchema = dataOf(z.object({ avatar: z.string() }));
