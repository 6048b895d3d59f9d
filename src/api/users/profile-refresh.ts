import type { QueryClient } from '@tanstack/react-query';
import { minimalUserKeys } from '../minimal-users/minimal-users.api';
import { userKeys } from './user.keys';

// After any change to a profile section: the profile refetches, and the people lists (which show
// skills, titles and avatars) with it.
export function refreshProfile(queryClient: QueryClient, userId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  ]);
}

export type PeopleChange = { changed?: readonly number[]; removed?: readonly number[] };

// After people are created, archived, activated or deleted: every list of people (the directory and the
// pickers) refetches; the profiles of the people changed refetch, those of the people removed are dropped.
export function refreshPeople(
  queryClient: QueryClient,
  { changed = [], removed = [] }: PeopleChange = {},
): Promise<unknown> {
  for (const id of removed) queryClient.removeQueries({ queryKey: userKeys.detail(id) });
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: minimalUserKeys.all() }),
    ...changed.map((id) => queryClient.invalidateQueries({ queryKey: userKeys.detail(id) })),
  ]);
}
