import { sessionScope } from '../session';

export const userKeys = {
  all: () => [...sessionScope(), 'users'] as const,
  current: () => [...userKeys.all(), 'current'] as const,
  lists: () => [...userKeys.all(), 'list'] as const,
  details: () => [...userKeys.all(), 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
};
