import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { minimalUserKeys } from '../minimal-users/minimal-users.api';
import { activateUsers, archiveUsers, deleteUsers } from './user-bulk.api';
import { userKeys } from './user.keys';

// Every list of people may have changed; the profile heads of the people touched too.
async function refreshPeople(queryClient: QueryClient, ids: readonly number[], removed: boolean) {
  for (const id of ids) {
    if (removed) queryClient.removeQueries({ queryKey: userKeys.detail(id) });
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: minimalUserKeys.all() }),
    removed ? undefined : queryClient.invalidateQueries({ queryKey: userKeys.details() }),
  ]);
}

function useBulkUserAction(action: (ids: number[]) => Promise<{ message: string }>, removed = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (_body, ids) => refreshPeople(queryClient, ids, removed),
  });
}

export function useArchiveUsers() {
  return useBulkUserAction(archiveUsers);
}

export function useActivateUsers() {
  return useBulkUserAction(activateUsers);
}

export function useDeleteUsers() {
  return useBulkUserAction(deleteUsers, true);
}
