import { request } from '../http';
import {
  userProjectListResponseSchema,
  type UserProject,
  type UserProjectForm,
} from './user-project.schemas';

// Path ids are the person's; the changed project is named in the body (docs/api.md, Employee profile).
const projectsPath = (userId: number) => `user/projects/${userId}`;

// multipart/form-data: blanks go as '' (Laravel reads them as null), lists as repeated `name[]` parts.
function projectForm(values: UserProjectForm): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('client', values.client.trim());
  form.append('role', values.role.trim());
  form.append('description', values.description.trim());
  form.append('start_date', values.start_date);
  form.append('end_date', values.end_date);
  form.append('industry_id', values.industry_id === null ? '' : String(values.industry_id));
  for (const id of values.skill_ids) form.append('skill_ids[]', String(id));
  for (const file of values.files) form.append('files[]', file);
  return form;
}

// POST user/projects/{userId}: adds a project; answers the person's projects.
export async function createUserProject(userId: number, values: UserProjectForm): Promise<UserProject[]> {
  const body = await request(userProjectListResponseSchema, {
    method: 'POST',
    url: projectsPath(userId),
    data: projectForm(values),
  });
  return body.data;
}

// POST user/projects/{userId}?_method=PATCH: changes one project; new files are added to its own.
export async function updateUserProject(
  userId: number,
  projectId: number,
  values: UserProjectForm,
): Promise<UserProject[]> {
  const form = projectForm(values);
  form.append('project_id', String(projectId));
  const body = await request(userProjectListResponseSchema, {
    method: 'POST',
    url: projectsPath(userId),
    params: { _method: 'PATCH' },
    data: form,
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
