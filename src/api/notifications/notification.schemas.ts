import * as z from 'zod/mini';
import { dataOf, listOf } from '../common.schemas';

export const notificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z._default(z.optional(z.nullable(z.string())), null),
  seen: z.boolean(),
  link: z._default(z.optional(z.nullable(z.string())), null),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

// `sum` is the unseen count (SPEC §4).
export const notificationListSchema = z.extend(listOf(notificationSchema), { sum: z.number() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationResponseSchema = dataOf(notificationSchema);
export const markAllSeenResponseSchema = z.object({ message: z.string() });
