import * as z from 'zod/mini';
import { listOf } from '../common.schemas';
import { request } from '../http';
import { multipartBody, type MultipartBody, type MultipartFields } from '../multipart';
import type { WithNewFiles } from './attached-item.schemas';

// Profile items with attachments (courses, achievements) share one shape of calls:
//   POST <path>/{userId}         multipart { ...fields, files[] }             → { data: Item[] }
//   POST <path>-update/{userId}  multipart { <idField>, ...fields, files[] }  → { data: Item[] }
//   DELETE <path>/{userId}       { ids }                                      → { data: Item[] }
// New files are added to the item; existing ones are removed through DELETE media.

// Text fields as Laravel reads a form: null is sent as '' (ConvertEmptyStringsToNull makes it null).
export type ItemFields = Record<string, string | null>;

export type AttachedItemCalls<Item, Input extends WithNewFiles> = {
  create: (userId: number, input: Input) => Promise<Item[]>;
  update: (userId: number, itemId: number, input: Input) => Promise<Item[]>;
  remove: (userId: number, ids: readonly number[]) => Promise<Item[]>;
};

export function attachedItemCalls<Item, Input extends WithNewFiles>(config: {
  // Each call's path, written out so every API path can be found by searching for it.
  paths: { items: (userId: number) => string; update: (userId: number) => string };
  // The body field naming the item on update: 'course_id'.
  idField: string;
  itemSchema: z.ZodMiniType<Item>;
  fieldsOf: (input: Input) => ItemFields;
}): AttachedItemCalls<Item, Input> {
  const listSchema = listOf(config.itemSchema);
  const send = async (
    method: 'POST' | 'DELETE',
    url: string,
    data: MultipartBody<MultipartFields> | { ids: number[] },
  ) => (await request(listSchema, { method, url, data })).data;
  return {
    create: (userId, input) =>
      send(
        'POST',
        config.paths.items(userId),
        multipartBody({ ...config.fieldsOf(input), files: input.files }),
      ),
    update: (userId, itemId, input) =>
      send(
        'POST',
        config.paths.update(userId),
        multipartBody({ [config.idField]: String(itemId), ...config.fieldsOf(input), files: input.files }),
      ),
    remove: (userId, ids) => send('DELETE', config.paths.items(userId), { ids: [...ids] }),
  };
}
