import { useQuery } from '@tanstack/react-query';
import { paginatedQueryOptions } from '../paginated-query';
import { savedFilterKeys } from './saved-filter.keys';
import { fetchSavedFilters } from './saved-filters.api';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import {
  DEFAULT_SAVED_FILTER_LIST,
  type SavedFilterList,
  type SavedFilterPage,
} from './saved-filter.schemas';

// Not asked while `enabled` is false (the menu is closed).
export const savedFiltersQuery = (
  page: number,
  enabled = true,
  list: SavedFilterList = DEFAULT_SAVED_FILTER_LIST,
) =>
  paginatedQueryOptions(
    savedFilterKeys.list(page, list),
    enabled ? (signal) => fetchSavedFilters(page, signal, list) : null,
  );

// A page of the user's saved filters; the previous page stays on screen while the next loads. A caller's
// `enabled: false` sends nothing (skipToken), as the menu being closed does.
export function useSavedFilters(
  page: number,
  options?: QueryHookOptions<SavedFilterPage>,
  list: SavedFilterList = DEFAULT_SAVED_FILTER_LIST,
) {
  return useQuery(withQueryOptions(savedFiltersQuery(page, options?.enabled !== false, list), options));
}
