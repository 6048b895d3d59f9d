import { request } from '../http';
import { blankToNull } from '../text.schemas';
import {
  avatarResponseSchema,
  createdUserResponseSchema,
  employmentDetailsResponseSchema,
  personalInformationResponseSchema,
  type EmploymentDetails,
  type EmploymentDetailsInput,
  type NewEmployee,
  type PersonalInformation,
  type PersonalInformationInput,
} from './user-create.schemas';

export type NewUserBasics = Pick<NewEmployee, 'first_name' | 'last_name' | 'email' | 'role' | 'title'>;

export async function createUser(basics: NewUserBasics): Promise<{ id: number }> {
  const { first_name, last_name, email, role, title } = basics;
  const body = await request(createdUserResponseSchema, {
    method: 'POST',
    url: 'user',
    data: { first_name, last_name, email, role, title: blankToNull(title) },
  });
  return body.data;
}

// Blank fields are sent as null (Laravel's "nullable").
export async function savePersonalInformation(
  id: number,
  personal: PersonalInformationInput,
): Promise<PersonalInformation> {
  const body = await request(personalInformationResponseSchema, {
    method: 'POST',
    url: `user-personal-information/${id}`,
    data: {
      birth_date: blankToNull(personal.birth_date),
      phone: blankToNull(personal.phone),
      personal_email: blankToNull(personal.personal_email),
      location: blankToNull(personal.location),
      address: blankToNull(personal.address),
      emergency_contact: blankToNull(personal.emergency_contact),
    },
  });
  return body.data;
}

// weekly_hours goes as a number (null when blank).
export async function saveEmploymentDetails(
  id: number,
  employment: EmploymentDetailsInput,
): Promise<EmploymentDetails> {
  const weeklyHours = employment.weekly_hours.trim();
  const body = await request(employmentDetailsResponseSchema, {
    method: 'POST',
    url: `user-employment-details/${id}`,
    data: {
      position_id: employment.position_id,
      department_id: employment.department_id,
      seniority_id: employment.seniority_id,
      employment_type_id: employment.employment_type_id,
      start_date: blankToNull(employment.start_date),
      is_billable: employment.is_billable,
      weekly_hours: weeklyHours === '' ? null : Number(weeklyHours),
    },
  });
  return body.data;
}

// multipart/form-data with the file under `avatar`; answers the URL to show.
export async function uploadAvatar(id: number, file: Blob): Promise<string> {
  const form = new FormData();
  form.append('avatar', file);
  const body = await request(avatarResponseSchema, { method: 'POST', url: `user-avatar/${id}`, data: form });
  return body.data.avatar;
}
