import { request } from '../http';
import {
  markAllSeenResponseSchema,
  notificationListSchema,
  notificationResponseSchema,
} from './notification.schemas';

export function fetchNotifications() {
  return request(notificationListSchema, { method: 'GET', url: 'notifications' });
}

export async function markNotificationSeen(id: number) {
  const body = await request(notificationResponseSchema, {
    method: 'PATCH',
    url: `notifications/change-seen-status/${id}`,
  });
  return body.data;
}

export function markAllNotificationsSeen() {
  return request(markAllSeenResponseSchema, { method: 'PATCH', url: 'notifications/mark-all-as-seen' });
}
