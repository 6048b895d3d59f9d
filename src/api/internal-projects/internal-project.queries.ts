import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { paginatedQueryOptions } from '../paginated-query';
import type { Paginator } from '../common.schemas';
import { projectKeys } from './internal-project.keys';
import type { ProjectListItem, ProjectsInfo } from './internal-project.schemas';
import {
  fetchProjectClients,
  fetchProjects,
  fetchProjectsInfo,
  fetchProjectTitles,
  type ProjectListParams,
} from './internal-projects.api';
import type { ProjectFilters } from './internal-projects.query';

export type ProjectPageData = Paginator<ProjectListItem>;

// A page of the list; the previous page stays on screen while the next loads, and a page left before
// it arrives is cancelled. `enabled: false` (the router not ready) sends nothing.
export const projectsQuery = (params: ProjectListParams, enabled = true) =>
  paginatedQueryOptions(projectKeys.list(params), enabled ? (signal) => fetchProjects(params, signal) : null);

export function useProjects(params: ProjectListParams, options?: QueryHookOptions<ProjectPageData>) {
  return useQuery(withQueryOptions(projectsQuery(params, options?.enabled !== false), options));
}

// Counts per status and totals per currency for the same filters; the counts stay while new ones load.
export const projectsInfoQuery = (filters: ProjectFilters, enabled = true) =>
  paginatedQueryOptions(
    projectKeys.info(filters),
    enabled ? (signal) => fetchProjectsInfo(filters, signal) : null,
  );

export function useProjectsInfo(filters: ProjectFilters, options?: QueryHookOptions<ProjectsInfo>) {
  return useQuery(withQueryOptions(projectsInfoQuery(filters, options?.enabled !== false), options));
}

// Titles and clients change only when a project is saved (which invalidates them), so they are fresh
// for a few minutes rather than refetched on every focus. A failure shows nothing but a missing hint
// (the title check, the client suggestions): the form and the list work without them.
const NAMES_STALE_MS = 5 * 60_000;

export const projectTitlesQuery = () =>
  queryOptions({
    queryKey: projectKeys.titles(),
    queryFn: ({ signal }) => fetchProjectTitles(signal),
    staleTime: NAMES_STALE_MS,
    meta: { errorContext: 'reference' },
  });

export function useProjectTitles(options?: QueryHookOptions<string[]>) {
  return useQuery(withQueryOptions(projectTitlesQuery(), options));
}

export const projectClientsQuery = () =>
  queryOptions({
    queryKey: projectKeys.clients(),
    queryFn: ({ signal }) => fetchProjectClients(signal),
    staleTime: NAMES_STALE_MS,
    meta: { errorContext: 'reference' },
  });

export function useProjectClients(options?: QueryHookOptions<string[]>) {
  return useQuery(withQueryOptions(projectClientsQuery(), options));
}
