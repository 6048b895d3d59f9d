import type { Paginator } from '../common.schemas';
import { request } from '../http';
import type { ListSortOf } from '../list-query';
import { multipartBody } from '../multipart';
import {
  projectNamesSchema,
  projectPageSchema,
  projectResponseSchema,
  projectsInfoSchema,
  type Project,
  type ProjectListItem,
  type ProjectsInfo,
} from './internal-project.schemas';
import {
  projectListQuery,
  projectsInfoQuery,
  type ProjectFilters,
  type ProjectSortKey,
} from './internal-projects.query';
import type { NewProjectForm } from './new-project.schemas';

export type ProjectListParams = {
  filters: ProjectFilters;
  page: number;
  perPage: number;
  sort?: ListSortOf<ProjectSortKey>;
};

// GET internal-projects: a page of projects with their figures for this month and this year.
export async function fetchProjects(
  { filters, page, perPage, sort }: ProjectListParams,
  signal?: AbortSignal,
): Promise<Paginator<ProjectListItem>> {
  const body = await request(projectPageSchema, {
    method: 'GET',
    url: 'internal-projects',
    params: projectListQuery.params(filters, { page, perPage, sort }),
    signal,
  });
  return body.data;
}

// GET info/internal-projects: projects per status (under the other filters) and totals per currency.
export async function fetchProjectsInfo(
  filters: ProjectFilters,
  signal?: AbortSignal,
): Promise<ProjectsInfo> {
  const body = await request(projectsInfoSchema, {
    method: 'GET',
    url: 'info/internal-projects',
    params: projectsInfoQuery.params(filters),
    signal,
  });
  return body.data;
}

// GET internal-projects/titles: every project's title (a new one must differ from them).
export async function fetchProjectTitles(signal?: AbortSignal): Promise<string[]> {
  return (await request(projectNamesSchema, { method: 'GET', url: 'internal-projects/titles', signal })).data;
}

// GET internal-projects/clients: the clients projects name, to pick one or type a new one.
export async function fetchProjectClients(signal?: AbortSignal): Promise<string[]> {
  return (await request(projectNamesSchema, { method: 'GET', url: 'internal-projects/clients', signal }))
    .data;
}

// multipart/form-data: blanks go as '' (Laravel reads them as null), the contract as files[].
function newProjectForm(values: NewProjectForm) {
  return multipartBody({
    title: values.title.trim(),
    client: values.client.trim(),
    status: values.status,
    currency: values.currency,
    project_manager_id: values.project_manager_id,
    start_date: values.start_date,
    end_date: values.end_date,
    description: values.description.trim(),
    files: values.contract ? [values.contract] : [],
  });
}

// POST internal-projects (multipart): 201 with the new project.
export async function createProject(values: NewProjectForm): Promise<Project> {
  const body = await request(projectResponseSchema, {
    method: 'POST',
    url: 'internal-projects',
    data: newProjectForm(values),
  });
  return body.data;
}
