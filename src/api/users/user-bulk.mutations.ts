import { useQueryClient } from '@tanstack/react-query';
import { activateUsers, archiveUsers, deleteUsers } from './user-bulk.api';
import { refreshPeople } from './profile-refresh';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

export type BulkUserActionOptions = MutationHookOptions<{ message: string }, number[]>;

function useBulkUserAction(
  action: (ids: number[]) => Promise<{ message: string }>,
  options: BulkUserActionOptions | undefined,
  removed = false,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: action,
      onSuccess: (_body, ids) => refreshPeople(queryClient, removed ? { removed: ids } : { changed: ids }),
    },
    options,
  );
}

export function useArchiveUsers(options?: BulkUserActionOptions) {
  return useBulkUserAction(archiveUsers, options);
}

export function useActivateUsers(options?: BulkUserActionOptions) {
  return useBulkUserAction(activateUsers, options);
}

export function useDeleteUsers(options?: BulkUserActionOptions) {
  return useBulkUserAction(deleteUsers, options, true);
}
