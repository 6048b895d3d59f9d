import { sessionScope } from '../session';

// Every list of people sits under lists(), so one invalidation refreshes them all after a change.
export const userKeys = {
  all: () => [...sessionScope(), 'users'] as const,
  current: () => [...userKeys.all(), 'current'] as const,
  lists: () => [...userKeys.all(), 'list'] as const,
  list: (params: Record<string, string | number>) => [...userKeys.lists(), params] as const,
  employees: (status: 'active' | 'archived') => userKeys.list({ status }),
  withSkill: (skillId: number) => userKeys.list({ skill: skillId }),
  withUserData: (dataType: string, dataId: number) => userKeys.list({ data_type: dataType, data_id: dataId }),
  details: () => [...userKeys.all(), 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
};
