import * as z from 'zod/mini';
import { dataOf, messageSchema, paginatorOf } from '../common.schemas';

// The lists whose filters can be saved. The spec's saved filters are the employees list's; another
// list's carry `list` (proposed), so an API that knows only the employees list is asked as before.
export const SAVED_FILTER_LISTS = [
  'employees',
  'projects',
  'invoices',
  'time-offs',
  'traffic',
  'recruitment',
  'recruitment-rejected',
] as const;
export type SavedFilterList = (typeof SAVED_FILTER_LISTS)[number];
export const DEFAULT_SAVED_FILTER_LIST: SavedFilterList = 'employees';
// The employees list is the spec's own: `list` is sent only for another.
export const savedFilterListParams = (list: SavedFilterList) =>
  list === DEFAULT_SAVED_FILTER_LIST ? {} : { list };

// A named set of a list's filters (its query string as a record); each user has their own.
export const savedFilterSchema = z.object({
  id: z.number(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  created_at: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const SAVED_FILTERS_PER_PAGE = 10;

export const savedFilterPageSchema = paginatorOf(savedFilterSchema);
export type SavedFilterPage = z.infer<typeof savedFilterPageSchema>;

export const savedFilterResponseSchema = dataOf(savedFilterSchema);
export const savedFilterDeletedSchema = messageSchema;

export type NewSavedFilter = { name: string; filters: Record<string, string>; list?: SavedFilterList };
