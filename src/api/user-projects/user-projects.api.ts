import { request } from '../http';
import { multipartBody } from '../multipart';
import {
  userProjectListResponseSchema,
  type UserProject,
  type UserProjectForm,
} from './user-project.schemas';

// Path ids are the person's; the changed project is named in the body (docs/api.md, Employee profile).
const projectsPath = (userId: number) => `user/projects/${userId}`;

// The fields of the multipart body (multipartBody: null as '', lists as repeated `name[]` parts).
const projectFields = (values: UserProjectForm) => ({
  name: values.name.trim(),
  client: values.client.trim(),
  role: values.role.trim(),
  description: values.description.trim(),
  start_date: values.start_date,
  end_date: values.end_date,
  industry_id: values.industry_id,
  skill_ids: values.skill_ids,
  files: values.files,
});

// POST user/projects/{userId}: adds a project; answers the person's projects.
export async function createUserProject(userId: number, values: UserProjectForm): Promise<UserProject[]> {
  const body = await request(userProjectListResponseSchema, {
    method: 'POST',
    url: projectsPath(userId),
    data: multipartBody(projectFields(values)),
  });
  return body.data;
}

// POST user/projects/{userId}?_method=PATCH: changes one project; new files are added to its own.
export async function updateUserProject(
  userId: number,
  projectId: number,
  values: UserProjectForm,
): Promise<UserProject[]> {
  const body = await request(userProjectListResponseSchema, {
    method: 'POST',
    url: projectsPath(userId),
    params: { _method: 'PATCH' },
    data: multipartBody({ ...projectFields(values), project_id: projectId }),
  });
  return body.data;
}

// DELETE user/projects/{userId} { ids }: the projects and their files go.
export async function deleteUserProjects(userId: number, ids: readonly number[]): Promise<UserProject[]> {
  const body = await request(userProjectListResponseSchema, {
    method: 'DELETE',
    url: projectsPath(userId),
    data: { ids },
  });
  return body.data;
}
