import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAvailabilityEntries } from './availability-entries.api';
import { availabilityEntryKeys } from './availability-entry.keys';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import type { AvailabilityEntry } from './availability-entry.schemas';

export const availabilityEntriesQuery = (userId: number) =>
  queryOptions({
    queryKey: availabilityEntryKeys.list(userId),
    queryFn: () => fetchAvailabilityEntries(userId),
  });

// Nothing is asked while no person is chosen.
export function useAvailabilityEntries(
  userId: number | null,
  options?: QueryHookOptions<AvailabilityEntry[]>,
) {
  return useQuery(withQueryOptions(availabilityEntriesQuery(userId ?? 0), options, userId !== null));
}
