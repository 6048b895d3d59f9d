import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activateUsers, archiveUsers, deleteUsers } from './user-bulk.api';
import { refreshPeople } from './profile-refresh';

function useBulkUserAction(action: (ids: number[]) => Promise<{ message: string }>, removed = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (_body, ids) => refreshPeople(queryClient, removed ? { removed: ids } : { changed: ids }),
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
