import { request } from '../http';
import { blankToNull } from '../text.schemas';
import {
  registrationResponseSchema,
  registrationSubmittedSchema,
  type EmployeeRegistrationInput,
  type Registration,
} from './employee-registration.schemas';

// The token from the invitation's link, as it came.
const path = (token: string) => `employee-registration/${encodeURIComponent(token)}`;

// Central (pre-login). 404: no such link; 410: used or expired (the message says which); 429: too many
// links that do not exist were tried from here.
export async function fetchRegistration(token: string): Promise<Registration> {
  const body = await request(registrationResponseSchema, { method: 'GET', url: path(token), central: true });
  return body.data;
}

// Blank personal fields are sent as null; the password as typed.
export function submitRegistration(token: string, input: EmployeeRegistrationInput) {
  return request(registrationSubmittedSchema, {
    method: 'POST',
    url: path(token),
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
