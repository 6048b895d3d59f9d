import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import type { Experience, ExperienceForm } from './experience.schemas';
import { addExperience, deleteExperiences, updateExperience } from './experiences.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// One person's experiences; each change refetches their profile before the caller hears of it.
// Saves are forms (a 422 goes to the fields); deleting is a one-click action.

export function useAddExperience(
  userId: number,
  options?: MutationHookOptions<Experience[], ExperienceForm>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (values: ExperienceForm) => addExperience(userId, values),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useUpdateExperience(
  userId: number,
  options?: MutationHookOptions<Experience[], { id: number; values: ExperienceForm }>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ id, values }: { id: number; values: ExperienceForm }) =>
        updateExperience(userId, id, values),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDeleteExperiences(
  userId: number,
  options?: MutationHookOptions<Experience[], readonly number[]>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (experienceIds: readonly number[]) => deleteExperiences(userId, experienceIds),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
