import { request } from '../http';
import {
  DEFAULT_SAVED_FILTER_LIST,
  savedFilterDeletedSchema,
  savedFilterListParams,
  savedFilterPageSchema,
  savedFilterResponseSchema,
  type NewSavedFilter,
  type SavedFilter,
  type SavedFilterList,
  type SavedFilterPage,
} from './saved-filter.schemas';
import { savedFilterListQuery } from './saved-filter-list.query';

// The signed-in user's saved filters of a list, newest first, a page at a time.
export function fetchSavedFilters(
  page: number,
  signal?: AbortSignal,
  list: SavedFilterList = DEFAULT_SAVED_FILTER_LIST,
): Promise<SavedFilterPage> {
  return request(savedFilterPageSchema, {
    method: 'GET',
    url: 'saved-filters',
    params: savedFilterListQuery.params(savedFilterListParams(list), { page }),
    signal,
  });
}

export async function createSavedFilter(input: NewSavedFilter): Promise<SavedFilter> {
  const body = await request(savedFilterResponseSchema, {
    method: 'POST',
    url: 'saved-filters',
    data: {
      name: input.name,
      filters: input.filters,
      ...savedFilterListParams(input.list ?? DEFAULT_SAVED_FILTER_LIST),
    },
  });
  return body.data;
}

export function deleteSavedFilter(id: number) {
  return request(savedFilterDeletedSchema, { method: 'DELETE', url: `saved-filters/${id}` });
}
