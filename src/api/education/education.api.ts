import { request } from '../http';
import { blankToNull } from '../text.schemas';
import { educationListResponseSchema, type Education, type EducationForm } from './education.schemas';

// The path id is the person's; the entry changed is named in the body (docs/api.md).

function bodyOf(values: EducationForm) {
  return {
    institution: values.institution.trim(),
    degree: values.degree,
    field_of_study: values.field_of_study.trim(),
    start_date: blankToNull(values.start_date),
    // Still studying: no end.
    end_date: values.ongoing ? null : blankToNull(values.end_date),
  };
}

// POST user-education/{userId}: answers the person's education after the change.
export async function addEducation(userId: number, values: EducationForm): Promise<Education[]> {
  const body = await request(educationListResponseSchema, {
    method: 'POST',
    url: `user-education/${userId}`,
    data: bodyOf(values),
  });
  return body.data;
}

// POST user-education-update/{userId} { education_id, ... }.
export async function updateEducation(
  userId: number,
  educationId: number,
  values: EducationForm,
): Promise<Education[]> {
  const body = await request(educationListResponseSchema, {
    method: 'POST',
    url: `user-education-update/${userId}`,
    data: { education_id: educationId, ...bodyOf(values) },
  });
  return body.data;
}

// DELETE user-education/{userId} with { education_id } in the body.
export async function deleteEducation(userId: number, educationId: number): Promise<Education[]> {
  const body = await request(educationListResponseSchema, {
    method: 'DELETE',
    url: `user-education/${userId}`,
    data: { education_id: educationId },
  });
  return body.data;
}
