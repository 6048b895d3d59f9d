import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../users/user.keys';
import { createAvailabilityEntry } from './availability-entries.api';
import { availabilityEntryKeys } from './availability-entry.keys';
import type { NewAvailabilityEntry } from './availability-entry.schemas';

// A new entry may change the person's current availability, which the employees list shows.
// 422 on `availability` (SPEC §5 messages) goes to the form.
export function useCreateAvailabilityEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewAvailabilityEntry) => createAvailabilityEntry(input),
    onSuccess: (_entry, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityEntryKeys.list(input.user_id) }),
        queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
      ]),
    meta: { errorContext: 'form' },
  });
}
