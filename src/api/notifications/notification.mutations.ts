import { useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notification.keys';
import type { NotificationList } from './notification.schemas';
import { markAllNotificationsSeen, markNotificationSeen } from './notifications.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

function markSeen(list: NotificationList, ids: 'all' | number): NotificationList {
  const data = list.data.map((n) => (ids === 'all' || n.id === ids ? { ...n, seen: true } : n));
  return { data, sum: data.filter((n) => !n.seen).length };
}

// What the optimistic change keeps to roll back with.
export type SeenRollback = {
  previous: NotificationList | undefined;
  key: ReturnType<typeof notificationKeys.list>;
};

// Marking seen cannot fail for a good reason, so the list changes at once and rolls back on error.
function useOptimisticSeen<T, TData>(
  mutationFn: (arg: T) => Promise<TData>,
  target: (arg: T) => 'all' | number,
  options: MutationHookOptions<TData, T, SeenRollback> | undefined,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
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
    },
    options,
  );
}

export function useMarkNotificationSeen(
  options?: MutationHookOptions<Awaited<ReturnType<typeof markNotificationSeen>>, number, SeenRollback>,
) {
  return useOptimisticSeen(
    (id: number) => markNotificationSeen(id),
    (id) => id,
    options,
  );
}

export function useMarkAllNotificationsSeen(
  options?: MutationHookOptions<Awaited<ReturnType<typeof markAllNotificationsSeen>>, void, SeenRollback>,
) {
  return useOptimisticSeen(
    () => markAllNotificationsSeen(),
    () => 'all',
    options,
  );
}
