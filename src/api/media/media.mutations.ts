import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { deleteMedia } from './media.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// Removing attachments of one person's profile; the profile refetches without them.
export function useDeleteMedia(userId: number, options?: MutationHookOptions<void, readonly number[]>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (ids: readonly number[]) => deleteMedia(ids),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
