import { request } from '../http';
import {
  orgDataMessageSchema,
  orgItemResponseSchema,
  type NewOrgItem,
  type OrgItem,
  type RenameOrgItem,
  type ReorderOrgItem,
} from './org-data.schemas';

// Each list's addresses, written out where it is defined so every path can be found by its text.
export type OrgDataUrls = {
  list: string;
  item: (id: number) => string;
  reorder: (id: number) => string;
};

export type OrgDataApi = {
  create: (item: NewOrgItem) => Promise<OrgItem>;
  rename: (item: RenameOrgItem) => Promise<OrgItem>;
  remove: (id: number) => Promise<{ message: string }>;
  reorder: (move: ReorderOrgItem) => Promise<{ message: string }>;
};

// The four calls every organisation list has (SPEC §7), written once.
export function defineOrgDataApi(urls: OrgDataUrls): OrgDataApi {
  return {
    create: async ({ name, parent_id }) => {
      const data = parent_id === undefined ? { name: name.trim() } : { name: name.trim(), parent_id };
      return (await request(orgItemResponseSchema, { method: 'POST', url: urls.list, data })).data;
    },
    rename: async ({ id, name }) =>
      (
        await request(orgItemResponseSchema, {
          method: 'POST',
          url: urls.item(id),
          data: { name: name.trim() },
        })
      ).data,
    remove: (id) => request(orgDataMessageSchema, { method: 'DELETE', url: urls.item(id) }),
    reorder: ({ id, new_order, parent_id }) =>
      request(orgDataMessageSchema, {
        method: 'POST',
        url: urls.reorder(id),
        data: parent_id === undefined ? { new_order } : { new_order, parent_id },
      }),
  };
}
