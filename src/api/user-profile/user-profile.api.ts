import { request } from '../http';
import { blankToNull } from '../text.schemas';
import { briefIntroResponseSchema } from './brief-intro.schemas';
import {
  employmentDetailsResponseSchema,
  type EmploymentDetails,
  type EmploymentDetailsInput,
} from './employment-details.schemas';
import {
  personalInformationResponseSchema,
  type PersonalInformation,
  type PersonalInformationInput,
} from './personal-information.schemas';

// A blank intro is sent as null (Laravel's "nullable").
export async function saveBriefIntro(userId: number, briefIntro: string): Promise<string | null> {
  const text = briefIntro.trim();
  const body = await request(briefIntroResponseSchema, {
    method: 'PATCH',
    url: `brief-intro/${userId}`,
    data: { brief_intro: text === '' ? null : text },
  });
  return body.data.brief_intro;
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
