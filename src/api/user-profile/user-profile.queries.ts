import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { userKeys } from '../users/user.keys';
import { userProfileResponseSchema, type UserProfile } from './user-profile.schemas';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';

export async function fetchUserProfile(id: number) {
  const body = await request(userProfileResponseSchema, { method: 'GET', url: `user/${id}` });
  return body.data;
}

// Page data: a refused or unknown profile lands on /404 (SPEC §8).
export const userProfileQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => fetchUserProfile(id) });

export function useUserProfile(id: number | null, options?: QueryHookOptions<UserProfile>) {
  return useQuery(withQueryOptions(userProfileQuery(id ?? 0), options, id !== null));
}
