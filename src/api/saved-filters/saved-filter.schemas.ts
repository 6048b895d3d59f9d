import * as z from 'zod/mini';
import { dataOf, messageSchema, paginatorOf } from '../common.schemas';

// A named set of the employees list's filters (its query string as a record); each user has their own.
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

export type NewSavedFilter = { name: string; filters: Record<string, string> };
