import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { cookieOwnerNow, END_USER_COOKIE, readJsonCookie, writeJsonCookieFor } from '@/lib/cookies';
import { useSession } from '../use-session';
import { userKeys } from './user.keys';
import { currentUserSchema, type CurrentUser } from './user.schemas';
import { fetchCurrentUser } from './users.api';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';

// The current user is kept in the end-user cookie too, so a reload shows the shell at once.
export function readStoredUser(): CurrentUser | undefined {
  const parsed = currentUserSchema.safeParse(readJsonCookie(END_USER_COOKIE));
  return parsed.success ? parsed.data : undefined;
}

// A picture sent inline (a data: URL) would fill the cookie past its 4 kB and go out with every request;
// the stored copy leaves it out, and the fetched user brings it back.
export function forCookie(user: CurrentUser): CurrentUser {
  return user.avatar?.startsWith('data:') ? { ...user, avatar: null } : user;
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: userKeys.current(),
    queryFn: async () => {
      const owner = cookieOwnerNow();
      const user = await fetchCurrentUser();
      writeJsonCookieFor(owner, END_USER_COOKIE, forCookie(user));
      return user;
    },
    initialData: readStoredUser,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
    // A failure to fetch the current user is ignored (SPEC §8).
    meta: { errorContext: 'silent' },
    retry: false,
  });

export function useCurrentUser(options?: QueryHookOptions<CurrentUser>) {
  const { token } = useSession();
  const query = useQuery(withQueryOptions(currentUserQuery(), options, Boolean(token)));
  const queryClient = useQueryClient();
  // Refetch on demand, e.g. after the profile changes.
  const refetchCurrentUser = useCallback(
    () => queryClient.invalidateQueries({ queryKey: userKeys.current() }),
    [queryClient],
  );
  return { user: token ? query.data : undefined, isLoading: query.isLoading, refetchCurrentUser };
}
