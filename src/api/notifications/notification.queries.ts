import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../use-session';
import { notificationKeys } from './notification.keys';
import { fetchNotifications } from './notifications.api';

export const notificationsQuery = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: fetchNotifications,
    staleTime: Infinity,
    meta: { errorContext: 'reference' },
  });

// Needs a token: waits for one.
export function useNotifications() {
  const { token } = useSession();
  return useQuery({ ...notificationsQuery(), enabled: Boolean(token) });
}
