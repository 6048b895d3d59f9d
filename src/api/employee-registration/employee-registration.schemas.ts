import * as z from 'zod/mini';
import { dataOf, messageSchema } from '../common.schemas';
import { newPasswordShape, passwordsMatch } from '../auth/auth.schemas';
import { personalInformationSchema } from '../user-profile/personal-information.schemas';

// The pre-login registration link an invited employee opens (SPEC §2 /employee-registration/[id]).
export const registrationSchema = z.object({
  number: z.string(),
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

// The form: the personal fields of the add-employee form, and a password.
export const employeeRegistrationSchema = z
  .object({
    ...personalInformationSchema.shape,
    ...newPasswordShape,
  })
  .check(passwordsMatch);
export type EmployeeRegistrationInput = z.infer<typeof employeeRegistrationSchema>;
