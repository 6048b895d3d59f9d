import { useQuery } from '@tanstack/react-query';
import { paginatedQueryOptions } from '../paginated-query';
import { savedFilterKeys } from './saved-filter.keys';
import { fetchSavedFilters } from './saved-filters.api';

// Not asked while `enabled` is false (the menu is closed).
export const savedFiltersQuery = (page: number, enabled = true) =>
  paginatedQueryOptions(
    savedFilterKeys.list(page),
    enabled ? (signal) => fetchSavedFilters(page, signal) : null,
  );

// A page of the user's saved filters; the previous page stays on screen while the next loads.
export function useSavedFilters(page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery(savedFiltersQuery(page, enabled));
}
