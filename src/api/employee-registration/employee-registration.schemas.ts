import * as z from 'zod/mini';
import { dataOf, messageSchema } from '../common.schemas';
import { newPasswordShape, passwordsMatch } from '../auth/auth.schemas';
import { personalInformationSchema } from '../user-profile/personal-information.schemas';

// The pre-login registration link an invited employee opens (SPEC §2 /employee-registration/[id]). The
// link's token is in the address only: the answer does not repeat it.
export const registrationSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  // The organisation's name.
  organization: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;
export const registrationResponseSchema = dataOf(registrationSchema);
export const registrationSubmittedSchema = messageSchema;

export const REGISTRATION_NOT_FOUND_MESSAGE = 'This registration link is not valid.';
export const REGISTRATION_USED_MESSAGE = 'This registration link has already been used.';
export const REGISTRATION_EXPIRED_MESSAGE =
  'This registration link has expired. Ask your HR department for a new one.';
// 429: too many links that do not exist were tried from one place (issue 30, H2).
export const registrationThrottledMessage = (minutes: number): string =>
  `Too many registration links that do not work were tried from here. Wait ${minutes} minute${minutes === 1 ? '' : 's'}, then try again.`;

// The form: the personal fields of the add-employee form, and a password.
export const employeeRegistrationSchema = z
  .object({
    ...personalInformationSchema.shape,
    ...newPasswordShape,
  })
  .check(passwordsMatch);
export type EmployeeRegistrationInput = z.infer<typeof employeeRegistrationSchema>;
