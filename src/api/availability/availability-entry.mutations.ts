import { useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../users/user.keys';
import { createAvailabilityEntry } from './availability-entries.api';
import { availabilityEntryKeys } from './availability-entry.keys';
import type { AvailabilityEntry, NewAvailabilityEntry } from './availability-entry.schemas';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// A new entry may change the person's current availability, which the employees list shows.
// 422 on `availability` (SPEC §5 messages) goes to the form.
export function useCreateAvailabilityEntry(
  options?: MutationHookOptions<AvailabilityEntry, NewAvailabilityEntry>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (input: NewAvailabilityEntry) => createAvailabilityEntry(input),
      onSuccess: (_entry, input) =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: availabilityEntryKeys.list(input.user_id) }),
          queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
        ]),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
