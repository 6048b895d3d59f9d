import { messageSchema } from '@/api/common.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import type { TenantDb } from '../db/tenant-db';
import { removeMediaOfPeople } from '../files/stored-media';
import { readIds } from '../routing/ids';
import { readBody } from '../routing/request-body';
import { fieldError, notFound, respond } from '../routing/responses';
import { tenantRoute, type Resolver } from '../routing/route';
import type { TenantContext } from '../routing/authorize';

// Bulk actions on people (SPEC §4: archived or activated in bulk; DELETE user with ids).
// Every id must exist (else 404, and nothing changes); nobody acts on themselves.

async function targetIds({ request, db, user, realUser }: TenantContext, verb: string): Promise<number[]> {
  const ids = readIds((await readBody(request)).ids);
  const wanted = new Set(ids);
  const known = new Set(db.users.findMany((q) => q.where({ id: (id) => wanted.has(id) })).map((u) => u.id));
  if (ids.some((id) => !known.has(id))) throw notFound();
  if (ids.includes(user.id) || ids.includes(realUser.id))
    throw fieldError('ids', `You cannot ${verb} yourself.`);
  return ids;
}

function setArchived(db: TenantDb, ids: readonly number[], archived: boolean) {
  const wanted = new Set(ids);
  return db.users.updateMany((q) => q.where({ id: (id) => wanted.has(id) }), {
    data(draft) {
      draft.archived = archived;
      // An archived person cannot sign in; activating lets them in again.
      draft.active = !archived;
    },
  });
}

const bulk = (pattern: string, method: 'POST' | 'DELETE', resolve: Resolver<TenantContext>) =>
  tenantRoute(method, pattern, resolve, { permission: PERMISSIONS.employeeDelete });

const archive = bulk('user-archive', 'POST', async (context) => {
  const ids = await targetIds(context, 'archive');
  await setArchived(context.db, ids, true);
  return respond(messageSchema, {
    message: ids.length === 1 ? 'The user has been archived.' : `${ids.length} users have been archived.`,
  });
});

const activate = bulk('user-activate', 'POST', async (context) => {
  const ids = await targetIds(context, 'activate');
  await setArchived(context.db, ids, false);
  return respond(messageSchema, {
    message: ids.length === 1 ? 'The user has been activated.' : `${ids.length} users have been activated.`,
  });
});

// The people go, with what only they had: availability entries, saved filters, notifications, and
// every file about them (profile, time off, candidacy), unlisted wherever it was.
const remove = bulk('user', 'DELETE', async (context) => {
  const { db } = context;
  const ids = await targetIds(context, 'delete');
  const wanted = new Set(ids);
  const mine = (userId: number) => wanted.has(userId);
  await removeMediaOfPeople(db, ids);
  db.availabilityEntries.deleteMany((q) => q.where({ user_id: mine }));
  db.savedFilters.deleteMany((q) => q.where({ user_id: mine }));
  db.notifications.deleteMany((q) => q.where({ user_id: mine }));
  db.users.deleteMany((q) => q.where({ id: mine }));
  return respond(messageSchema, {
    message: ids.length === 1 ? 'The user has been deleted.' : `${ids.length} users have been deleted.`,
  });
});

export const userBulkHandlers = [archive, activate, remove];
