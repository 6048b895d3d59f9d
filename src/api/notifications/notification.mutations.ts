import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notification.keys';
import type { NotificationList } from './notification.schemas';
import { markAllNotificationsSeen, markNotificationSeen } from './notifications.api';

function markSeen(list: NotificationList, ids: 'all' | number): NotificationList {
  const data = list.data.map((n) => (ids === 'all' || n.id === ids ? { ...n, seen: true } : n));
  return { data, sum: data.filter((n) => !n.seen).length };
}

// Marking seen cannot fail for a good reason, so the list changes at once and rolls back on error.
function useOptimisticSeen<T>(mutationFn: (arg: T) => Promise<unknown>, target: (arg: T) => 'all' | number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (arg: T) => {
      const key = notificationKeys.list();
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<NotificationList>(key);
      if (previous) queryClient.setQueryData(key, markSeen(previous, target(arg)));
      return { previous, key };
    },
    onError: (_error, _arg, context) => {
      if (context?.previous) queryClient.setQueryData(context.key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}

export function useMarkNotificationSeen() {
  return useOptimisticSeen(
    (id: number) => markNotificationSeen(id),
    (id) => id,
  );
}

export function useMarkAllNotificationsSeen() {
  return useOptimisticSeen(
    () => markAllNotificationsSeen(),
    () => 'all',
  );
}
