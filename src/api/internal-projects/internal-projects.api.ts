import type { Paginator } from '../common.schemas';
import { request } from '../http';
import { pageParams, type PageRequest } from '../paginated-query';
import {
  projectNamesSchema,
  projectPageSchema,
  projectResponseSchema,
  projectsInfoSchema,
  type Project,
  type ProjectListItem,
  type ProjectsInfo,
} from './internal-project.schemas';
import type { NewProjectForm } from './new-project.schemas';

// The list's filters as the API takes them (finance.md §2.3): statuses[] and project_manager_ids[] as
// bracket arrays (SPEC §7), the rest as single values; empty ones are not sent.
export type ProjectFilters = {
  statuses: readonly string[];
  search: string;
  client: string | null;
  projectManagerIds: readonly number[];
  currency: string | null;
};

export type ProjectListParams = ProjectFilters & PageRequest;

// axios writes an array as `key[]=a&key[]=b`, Laravel's bracket array.
export function projectFilterParams(filters: ProjectFilters): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  if (filters.statuses.length > 0) params.statuses = [...filters.statuses];
  const search = filters.search.trim();
  if (search) params.search = search;
  if (filters.client) params.client = filters.client;
  if (filters.projectManagerIds.length > 0)
    params.project_manager_ids = filters.projectManagerIds.map(String);
  if (filters.currency) params.currency = filters.currency;
  return params;
}

// GET internal-projects: a page of projects with their figures for this month and this year.
export async function fetchProjects(
  { page, perPage, sort, ...filters }: ProjectListParams,
  signal?: AbortSignal,
): Promise<Paginator<ProjectListItem>> {
  const body = await request(projectPageSchema, {
    method: 'GET',
    url: 'internal-projects',
    params: { ...projectFilterParams(filters), ...pageParams({ page, perPage, sort }) },
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
    params: projectFilterParams(filters),
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
function newProjectForm(values: NewProjectForm): FormData {
  const form = new FormData();
  form.append('title', values.title.trim());
  form.append('client', values.client.trim());
  form.append('status', values.status);
  form.append('currency', values.currency);
  form.append(
    'project_manager_id',
    values.project_manager_id === null ? '' : String(values.project_manager_id),
  );
  form.append('start_date', values.start_date);
  form.append('end_date', values.end_date);
  form.append('description', values.description.trim());
  if (values.contract) form.append('files[]', values.contract);
  return form;
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
