import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { sessionScope } from '../session';
import { minimalUserListSchema } from './minimal-user.schemas';

export const minimalUserKeys = {
  all: () => [...sessionScope(), 'minimal-users'] as const,
  list: (withArchived: boolean) => [...minimalUserKeys.all(), { withArchived }] as const,
};

export async function fetchMinimalUsers(withArchived = false) {
  const body = await request(minimalUserListSchema, {
    method: 'GET',
    url: 'minimal-users',
    params: { with_archived: withArchived ? 1 : 0 },
  });
  return body.data;
}

export const minimalUsersQuery = (withArchived = false) =>
  queryOptions({
    queryKey: minimalUserKeys.list(withArchived),
    queryFn: () => fetchMinimalUsers(withArchived),
  });

export function useMinimalUsers(withArchived = false, options: { enabled?: boolean } = {}) {
  return useQuery({ ...minimalUsersQuery(withArchived), ...options });
}
