import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { fetchBudget } from './budget.api';
import { budgetKeys } from './budget.keys';
import type { Budget } from './budget.schemas';

// The screen shows a failure itself, with Retry; the grid stays while another year loads.
export const budgetQuery = (year: number, versionId: number | null) =>
  queryOptions({
    queryKey: budgetKeys.detail(year, versionId),
    queryFn: ({ signal }) => fetchBudget(year, versionId, signal),
    placeholderData: keepPreviousData,
    meta: { errorContext: 'page' },
  });

export function useBudget(
  { year, versionId }: { year: number; versionId: number | null },
  options?: QueryHookOptions<Budget>,
) {
  return useQuery(withQueryOptions(budgetQuery(year, versionId), options));
}
