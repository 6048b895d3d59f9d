import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { fetchUserIdsWithSkill, fetchUserIdsWithUserData } from '../users/user-list.api';
import { orgDataKeys } from './org-data.keys';

export type OrgListName = 'positions' | 'departments' | 'seniorities' | 'skills';

// Who uses an item: skills have their own call, the others share users-with-certain-user-data.
const USERS_OF: Record<OrgListName, (id: number) => Promise<number[]>> = {
  positions: (id) => fetchUserIdsWithUserData('position', id),
  departments: (id) => fetchUserIdsWithUserData('department', id),
  seniorities: (id) => fetchUserIdsWithUserData('seniority', id),
  skills: (id) => fetchUserIdsWithSkill(id),
};

// The ids of the people who use the item; asked afresh each time (a delete must count who uses it now).
export const orgItemUsersQuery = (list: OrgListName, id: number | null) =>
  queryOptions({
    queryKey: orgDataKeys.users(list, id ?? 0),
    queryFn: id === null ? skipToken : () => USERS_OF[list](id),
    staleTime: 0,
    gcTime: 0,
    meta: { errorContext: 'page' },
  });

export function useOrgItemUsers(list: OrgListName, id: number | null, options?: QueryHookOptions<number[]>) {
  return useQuery(withQueryOptions(orgItemUsersQuery(list, id), options));
}
