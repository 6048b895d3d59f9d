import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { savedFilterKeys } from './saved-filter.keys';
import { fetchSavedFilters } from './saved-filters.api';

export const savedFiltersQuery = (page: number) =>
  queryOptions({ queryKey: savedFilterKeys.list(page), queryFn: () => fetchSavedFilters(page) });

// A page of the user's saved filters; the previous page stays on screen while the next loads.
export function useSavedFilters(page: number) {
  return useQuery({ ...savedFiltersQuery(page), placeholderData: keepPreviousData });
}
