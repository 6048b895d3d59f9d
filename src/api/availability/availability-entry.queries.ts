import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAvailabilityEntries } from './availability-entries.api';
import { availabilityEntryKeys } from './availability-entry.keys';

export const availabilityEntriesQuery = (userId: number) =>
  queryOptions({
    queryKey: availabilityEntryKeys.list(userId),
    queryFn: () => fetchAvailabilityEntries(userId),
  });

// Nothing is asked while no person is chosen.
export function useAvailabilityEntries(userId: number | null) {
  return useQuery({ ...availabilityEntriesQuery(userId ?? 0), enabled: userId !== null });
}
