import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from './user.keys';

// After any change to a profile section: the profile refetches, and the people lists (which show
// skills, titles and avatars) with it.
export function refreshProfile(queryClient: QueryClient, userId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  ]);
}
