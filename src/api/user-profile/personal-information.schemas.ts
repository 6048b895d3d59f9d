import * as z from 'zod/mini';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@/lib/validation';
import { dataOf, fieldsOf } from '../common.schemas';
import { optionalDateText } from '../dates.schemas';
import { optionalText as optionalTextOf } from '../text.schemas';

// One person's personal information: the form (the profile's overview, the add-employee screen and the
// registration form share it) and what POST user-personal-information/{id} answers.
// Input and output types are the same (no defaults or transforms), so useForm<…Input> fits the resolver.

// Laravel's string max for a person's texts.
export const PERSON_TEXT_MAX = 255;

export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number';

const PHONE = /^[\d+ ]+$/;

const optionalText = () => optionalTextOf(PERSON_TEXT_MAX);

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
export const PERSONAL_INFORMATION_FIELDS = fieldsOf(personalInformationSchema);

// What the API answers.
export const personalInformationRecordSchema = z.object({
  birth_date: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  personal_email: z.nullable(z.string()),
  location: z.nullable(z.string()),
  address: z.nullable(z.string()),
  emergency_contact: z.nullable(z.string()),
});
export type PersonalInformation = z.infer<typeof personalInformationRecordSchema>;
export const personalInformationResponseSchema = dataOf(personalInformationRecordSchema);
