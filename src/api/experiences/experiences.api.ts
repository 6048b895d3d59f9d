import { request } from '../http';
import { blankToNull } from '../text.schemas';
import { experienceListResponseSchema, type Experience, type ExperienceForm } from './experience.schemas';

// The path id is the person's; the experiences changed are named in the body or the query (docs/api.md).

function bodyOf(values: ExperienceForm) {
  return {
    company: values.company.trim(),
    position: values.position.trim(),
    industry_id: values.industry_id,
    start_date: blankToNull(values.start_date),
    // Still working there: no end.
    end_date: values.ongoing ? null : blankToNull(values.end_date),
    description: values.description.trim(),
  };
}

// POST experiences/{userId}: answers the person's experiences after the change.
export async function addExperience(userId: number, values: ExperienceForm): Promise<Experience[]> {
  const body = await request(experienceListResponseSchema, {
    method: 'POST',
    url: `experiences/${userId}`,
    data: bodyOf(values),
  });
  return body.data;
}

// POST experiences/{userId}?_method=PATCH { experience_id, ... }: Laravel's method spoofing.
export async function updateExperience(
  userId: number,
  experienceId: number,
  values: ExperienceForm,
): Promise<Experience[]> {
  const body = await request(experienceListResponseSchema, {
    method: 'POST',
    url: `experiences/${userId}`,
    params: { _method: 'PATCH' },
    data: { experience_id: experienceId, ...bodyOf(values) },
  });
  return body.data;
}

// DELETE experiences/{userId}?experience_ids[]=3&experience_ids[]=4: one or several at once.
export async function deleteExperiences(
  userId: number,
  experienceIds: readonly number[],
): Promise<Experience[]> {
  const body = await request(experienceListResponseSchema, {
    method: 'DELETE',
    url: `experiences/${userId}`,
    params: { experience_ids: [...experienceIds] },
  });
  return body.data;
}
