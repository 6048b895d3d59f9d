import { useQuery } from '@tanstack/react-query';
import { paginatedQueryOptions } from '../paginated-query';
import { savedFilterKeys } from './saved-filter.keys';
import { fetchSavedFilters } from './saved-filters.api';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import type { SavedFilterPage } from './saved-filter.schemas';

// Not asked while `enabled` is false (the menu is closed).
export const savedFiltersQuery = (page: number, enabled = true) =>
  paginatedQueryOptions(
    savedFilterKeys.list(page),
    enabled ? (signal) => fetchSavedFilters(page, signal) : null,
  );

// A page of the user's saved filters; the previous page stays on screen while the next loads. A caller's
// `enabled: false` sends nothing (skipToken), as the menu being closed does.
export function useSavedFilters(page: number, options?: QueryHookOptions<SavedFilterPage>) {
  return useQuery(withQueryOptions(savedFiltersQuery(page, options?.enabled !== false), options));
}
