import { orgDataMessageSchema, orgItemResponseSchema } from '@/api/org-data/org-data.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { nextId, type TenantDb } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { fieldError, found, idParam, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';
import { validate } from '../routing/validate';
import { ordered } from './ordered';
import type { OrgRow, OrgStore } from './org-data-store';

// The write calls every organisation list shares (SPEC §7): add, rename, delete, reorder.
// Only settings::manage may change them; the paths are given literally by each list.
export type OrgDataPaths = { list: string; item: string; reorder: string };

const permission = { permission: PERMISSIONS.settingsManage };
const NAME_RULES = ['required', { max: 255 }] as const;

const siblingsOf = (rows: readonly OrgRow[], parentId: number | null, except?: number) =>
  ordered(rows.filter((row) => row.parent_id === parentId && row.id !== except));

// An item and everything under it (seniority grades under their band).
function subtree(rows: readonly OrgRow[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (row.parent_id !== null && ids.has(row.parent_id) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}

// Names are unique within a list, compared without case.
function checkNameFree(store: OrgStore, name: string, except?: number) {
  const taken = store.all().some((row) => row.id !== except && row.name.toLowerCase() === name.toLowerCase());
  if (taken) throw fieldError('name', 'The name has already been taken.');
}

// parent_id: absent keeps `fallback`; null is a root; otherwise an existing item outside `movingId`'s subtree.
function parentOf(store: OrgStore, raw: unknown, fallback: number | null, movingId?: number): number | null {
  if (!store.tree || raw === undefined) return fallback;
  if (raw === null || raw === '') return null;
  const id = Number(raw);
  const rows = store.all();
  const valid =
    Number.isInteger(id) &&
    rows.some((row) => row.id === id) &&
    (movingId === undefined || !subtree(rows, movingId).has(id));
  if (!valid) throw fieldError('parent_id', 'The selected parent id is invalid.');
  return id;
}

const toItem = (row: OrgRow) => ({ id: row.id, name: row.name, order: row.order, parent_id: row.parent_id });

export function orgDataRoutes(paths: OrgDataPaths, storeOf: (db: TenantDb) => OrgStore) {
  const create = tenantRoute(
    'POST',
    paths.list,
    async ({ db, request }) => {
      const store = storeOf(db);
      const body = await readBody(request);
      const { name } = validate(body, { name: [...NAME_RULES] });
      checkNameFree(store, name);
      const parentId = parentOf(store, body.parent_id, null);
      const rows = store.all();
      const order = siblingsOf(rows, parentId).reduce((max, row) => Math.max(max, row.order), 0) + 1;
      const row: OrgRow = { id: nextId(store), name, order, parent_id: parentId };
      await store.insert(row);
      return respond(orgItemResponseSchema, { data: toItem(row) }, 201);
    },
    permission,
  );

  const rename = tenantRoute(
    'POST',
    paths.item,
    async ({ db, request, params }) => {
      const store = storeOf(db);
      const row = found(store.all().find((r) => r.id === idParam(params.id)));
      const { name } = validate(await readBody(request), { name: [...NAME_RULES] });
      checkNameFree(store, name, row.id);
      await store.patch(row.id, { name });
      return respond(orgItemResponseSchema, { data: toItem({ ...row, name }) });
    },
    permission,
  );

  // Proposed: the item goes (a seniority with its grades) and the people who had it are left without.
  const remove = tenantRoute(
    'DELETE',
    paths.item,
    async ({ db, params }) => {
      const store = storeOf(db);
      const rows = store.all();
      const row = found(rows.find((r) => r.id === idParam(params.id)));
      const ids = subtree(rows, row.id);
      await store.clearUsers(ids);
      await store.remove(ids);
      await renumber(store, siblingsOf(store.all(), row.parent_id));
      return respond(orgDataMessageSchema, { message: `The ${store.label} has been deleted.` });
    },
    permission,
  );

  // new_order is the 1-based place among the (new) siblings, clamped; the others are renumbered.
  const reorder = tenantRoute(
    'POST',
    paths.reorder,
    async ({ db, request, params }) => {
      const store = storeOf(db);
      const row = found(store.all().find((r) => r.id === idParam(params.id)));
      const body = await readBody(request);
      const { new_order } = validate(body, { new_order: ['required', 'integer'] });
      const parentId = parentOf(store, body.parent_id, row.parent_id, row.id);
      const rest = siblingsOf(store.all(), parentId, row.id);
      const index = Math.min(Math.max(Number(new_order) - 1, 0), rest.length);
      await store.patch(row.id, { parent_id: parentId });
      await renumber(store, [...rest.slice(0, index), row, ...rest.slice(index)]);
      if (parentId !== row.parent_id) await renumber(store, siblingsOf(store.all(), row.parent_id));
      return respond(orgDataMessageSchema, { message: 'The order has been saved.' });
    },
    permission,
  );

  return [create, rename, remove, reorder];
}

async function renumber(store: OrgStore, rows: readonly OrgRow[]) {
  for (const [index, row] of rows.entries()) {
    if (row.order !== index + 1) await store.patch(row.id, { order: index + 1 });
  }
}
