import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import type { Project } from './internal-project.schemas';
import { fetchOldProject, fetchProject } from './project.api';
import { projectDetailKeys } from './project-detail.keys';
import type { LegacyPayload } from './project-detail.schemas';

// The project page shows its own failures: a project that is not there is "not found" in place, any
// other failure an error with Retry; nothing navigates away.
const inline = { errorContext: 'page' } as const;

export const projectQuery = (id: number | null) =>
  queryOptions({
    queryKey: projectDetailKeys.detail(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => fetchProject(id, signal),
    meta: inline,
  });

export function useProject(id: number | null, options?: QueryHookOptions<Project>) {
  return useQuery(withQueryOptions(projectQuery(id), options, id !== null));
}

export const oldProjectQuery = (id: number, inProjectCurrency: boolean) =>
  queryOptions({
    queryKey: projectDetailKeys.old(id, inProjectCurrency),
    queryFn: ({ signal }) => fetchOldProject(id, inProjectCurrency, signal),
    meta: inline,
  });

// The classic view's payload, in the project's currency or the company's.
export function useOldProject(
  id: number,
  inProjectCurrency: boolean,
  options?: QueryHookOptions<LegacyPayload>,
) {
  return useQuery(withQueryOptions(oldProjectQuery(id, inProjectCurrency), options));
}
