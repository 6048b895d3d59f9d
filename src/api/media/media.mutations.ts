import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { deleteMedia } from './media.api';

// Removing attachments of one person's profile; the profile refetches without them.
export function useDeleteMedia(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly number[]) => deleteMedia(ids),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'mutation' },
  });
}
