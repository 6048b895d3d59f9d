import { sessionScope } from '../session';

export const savedFilterKeys = {
  all: () => [...sessionScope(), 'saved-filters'] as const,
  lists: () => [...savedFilterKeys.all(), 'list'] as const,
  list: (page: number) => [...savedFilterKeys.lists(), { page }] as const,
};
