import {
  markAllSeenResponseSchema,
  notificationListSchema,
  notificationResponseSchema,
  type Notification,
} from '@/api/notifications/notification.schemas';
import type { NotificationRow } from '../db/schemas';
import { found, idParam, respond } from '../routing/responses';
import { tenantRoute } from '../routing/route';

const toNotification = ({ user_id: _owner, ...notification }: NotificationRow): Notification => notification;

// The acting user's notifications, newest first; sum is the unseen count (SPEC §4).
const list = tenantRoute('GET', 'notifications', ({ db, user }) => {
  const rows = db.notifications
    .findMany((q) => q.where({ user_id: user.id }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
  return respond(notificationListSchema, {
    data: rows.map(toNotification),
    sum: rows.filter((row) => !row.seen).length,
  });
});

// Another user's notification is as unknown as a missing one.
const markSeen = tenantRoute(
  'PATCH',
  'notifications/change-seen-status/:id',
  async ({ db, user, params }) => {
    const id = idParam(params.id);
    const row = await db.notifications.update((q) => q.where({ id, user_id: user.id }), {
      data(draft) {
        draft.seen = true;
      },
    });
    return respond(notificationResponseSchema, { data: toNotification(found(row)) });
  },
);

const markAllSeen = tenantRoute('PATCH', 'notifications/mark-all-as-seen', async ({ db, user }) => {
  await db.notifications.updateMany((q) => q.where({ user_id: user.id, seen: false }), {
    data(draft) {
      draft.seen = true;
    },
  });
  return respond(markAllSeenResponseSchema, { message: 'All notifications are marked as seen.' });
});

export const notificationHandlers = [list, markSeen, markAllSeen];
