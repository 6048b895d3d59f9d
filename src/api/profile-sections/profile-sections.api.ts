import { request } from '../http';
import {
  profileSectionListSchema,
  profileSectionResponseSchema,
  userProfileSectionsResponseSchema,
  type DepartmentSectionStatus,
  type UserProfileSection,
} from './profile-section.schemas';

export async function fetchProfileSections() {
  return (await request(profileSectionListSchema, { method: 'GET', url: 'profile-sections' })).data;
}

// The person's own choice per section; sections not named keep theirs.
export async function saveUserProfileSections(
  userId: number,
  sections: readonly UserProfileSection[],
): Promise<UserProfileSection[]> {
  const body = await request(userProfileSectionsResponseSchema, {
    method: 'PATCH',
    url: `user-profile-sections/${userId}`,
    data: { sections: sections.map(({ id, status }) => ({ id, status })) },
  });
  return body.data;
}

// Whether a section shows on the profiles of one department's people (settings::manage).
export async function setDepartmentSectionStatus({
  sectionId,
  department_id,
  status,
}: DepartmentSectionStatus) {
  const body = await request(profileSectionResponseSchema, {
    method: 'POST',
    url: `profile-sections/${sectionId}`,
    data: { department_id, status },
  });
  return body.data;
}
