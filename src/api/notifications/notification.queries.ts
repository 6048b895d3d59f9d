import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../use-session';
import { notificationKeys } from './notification.keys';
import { fetchNotifications } from './notifications.api';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import type { NotificationList } from './notification.schemas';

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: fetchNotifications,
    staleTime: Infinity,
    meta: { errorContext: 'reference' },
  });

// Needs a token: waits for one.
export function useNotifications(options?: QueryHookOptions<NotificationList>) {
  const { token } = useSession();
  return useQuery(withQueryOptions(notificationsQuery(), options, Boolean(token)));
}
