import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import type { ExperienceForm } from './experience.schemas';
import { addExperience, deleteExperiences, updateExperience } from './experiences.api';

// One person's experiences; each change refetches their profile before the caller hears of it.
// Saves are forms (a 422 goes to the fields); deleting is a one-click action.

export function useAddExperience(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ExperienceForm) => addExperience(userId, values),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'form' },
  });
}

export function useUpdateExperience(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: ExperienceForm }) =>
      updateExperience(userId, id, values),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'form' },
  });
}

export function useDeleteExperiences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (experienceIds: readonly number[]) => deleteExperiences(userId, experienceIds),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'mutation' },
  });
}
