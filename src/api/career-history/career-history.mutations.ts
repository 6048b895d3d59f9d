import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { createCareerEntry, deleteCareerChange, updateCareerEntry } from './career-history.api';
import { careerHistoryKeys } from './career-history.keys';
import type { CareerEntry, CareerEntryInput } from './career-history.schemas';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// 422s (start date, end date before start, unknown ids, note length) go to the form's fields.
export function useCreateCareerEntry(
  userId: number,
  options?: MutationHookOptions<CareerEntry, CareerEntryInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (input: CareerEntryInput) => createCareerEntry(input),
      onSuccess: () =>
        Promise.all([
          refreshProfile(queryClient, userId),
          queryClient.invalidateQueries({ queryKey: careerHistoryKeys.list(userId) }),
        ]),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export type CareerEntryUpdate = { entryId: number; input: CareerEntryInput };

// An edit adds a recorded change to the step's history, so that list refreshes too.
export function useUpdateCareerEntry(
  userId: number,
  options?: MutationHookOptions<CareerEntry, CareerEntryUpdate>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ entryId, input }: CareerEntryUpdate) => updateCareerEntry(entryId, input),
      onSuccess: (_entry, { entryId }) =>
        Promise.all([
          refreshProfile(queryClient, userId),
          queryClient.invalidateQueries({ queryKey: careerHistoryKeys.list(userId) }),
          queryClient.invalidateQueries({ queryKey: careerHistoryKeys.changes(entryId) }),
        ]),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export type CareerChangeRemoval = { changeId: number; entryId: number };

export function useDeleteCareerChange(
  userId: number,
  options?: MutationHookOptions<Awaited<ReturnType<typeof deleteCareerChange>>, CareerChangeRemoval>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ changeId }: CareerChangeRemoval) => deleteCareerChange(changeId),
      onSuccess: (_message, { entryId }) =>
        Promise.all([
          refreshProfile(queryClient, userId),
          queryClient.invalidateQueries({ queryKey: careerHistoryKeys.changes(entryId) }),
        ]),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
