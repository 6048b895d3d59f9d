import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { termKeys } from './term.keys';
import type { ProjectTerms } from './term.schemas';
import { fetchProjectTerms, type TermScope } from './terms.api';

// The tab shows a failure itself, with Retry.
export const projectTermsQuery = (projectId: number, scope: TermScope) =>
  queryOptions({
    queryKey: termKeys.list(projectId, scope),
    queryFn: ({ signal }) => fetchProjectTerms(projectId, scope, signal),
    meta: { errorContext: 'page' },
  });

export function useProjectTerms(
  projectId: number,
  scope: TermScope,
  options?: QueryHookOptions<ProjectTerms>,
) {
  return useQuery(withQueryOptions(projectTermsQuery(projectId, scope), options));
}
