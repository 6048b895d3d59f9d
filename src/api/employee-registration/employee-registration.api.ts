import { request } from '../http';
import { blankToNull } from '../text.schemas';
import {
  registrationResponseSchema,
  registrationSubmittedSchema,
  type EmployeeRegistrationInput,
  type Registration,
} from './employee-registration.schemas';

const path = (number: string) => `employee-registration/${encodeURIComponent(number)}`;

// Central (pre-login). 404: unknown number; 410: the link was used already.
export async function fetchRegistration(number: string): Promise<Registration> {
  const body = await request(registrationResponseSchema, { method: 'GET', url: path(number), central: true });
  return body.data;
}

// Blank personal fields are sent as null; the password as typed.
export function submitRegistration(number: string, input: EmployeeRegistrationInput) {
  return request(registrationSubmittedSchema, {
    method: 'POST',
    url: path(number),
    central: true,
    data: {
      birth_date: blankToNull(input.birth_date),
      phone: blankToNull(input.phone),
      personal_email: blankToNull(input.personal_email),
      location: blankToNull(input.location),
      address: blankToNull(input.address),
      emergency_contact: blankToNull(input.emergency_contact),
      password: input.password,
      password_confirmation: input.password_confirmation,
    },
  });
}
