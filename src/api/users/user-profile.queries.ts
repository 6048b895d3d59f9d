import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { userKeys } from './user.keys';
import { userProfileResponseSchema } from './user-profile.schemas';

export async function fetchUserProfile(id: number) {
  const body = await request(userProfileResponseSchema, { method: 'GET', url: `user/${id}` });
  return body.data;
}

// Page data: a refused or unknown profile lands on /404 (SPEC §8).
export const userProfileQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => fetchUserProfile(id) });

export function useUserProfile(id: number | null) {
  return useQuery({ ...userProfileQuery(id ?? 0), enabled: id !== null });
}
