import { sessionScope } from '../session';

export const availabilityEntryKeys = {
  all: () => [...sessionScope(), 'availability-entries'] as const,
  lists: () => [...availabilityEntryKeys.all(), 'list'] as const,
  list: (userId: number) => [...availabilityEntryKeys.lists(), { userId }] as const,
};
