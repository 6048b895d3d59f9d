import { request } from '../http';
import {
  savedFilterDeletedSchema,
  savedFilterPageSchema,
  savedFilterResponseSchema,
  type NewSavedFilter,
  type SavedFilter,
  type SavedFilterPage,
} from './saved-filter.schemas';

// The signed-in user's saved filters, newest first, a page at a time.
export function fetchSavedFilters(page: number, signal?: AbortSignal): Promise<SavedFilterPage> {
  return request(savedFilterPageSchema, { method: 'GET', url: 'saved-filters', params: { page }, signal });
}

export async function createSavedFilter(input: NewSavedFilter): Promise<SavedFilter> {
  const body = await request(savedFilterResponseSchema, {
    method: 'POST',
    url: 'saved-filters',
    data: { name: input.name, filters: input.filters },
  });
  return body.data;
}

export function deleteSavedFilter(id: number) {
  return request(savedFilterDeletedSchema, { method: 'DELETE', url: `saved-filters/${id}` });
}
