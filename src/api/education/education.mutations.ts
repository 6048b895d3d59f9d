import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { addEducation, deleteEducation, updateEducation } from './education.api';
import type { Education, EducationForm } from './education.schemas';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// One person's education; each change refetches their profile before the caller hears of it.
// Saves are forms (a 422 goes to the fields); the delete is a one-click action.

export function useAddEducation(userId: number, options?: MutationHookOptions<Education[], EducationForm>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (values: EducationForm) => addEducation(userId, values),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useUpdateEducation(
  userId: number,
  options?: MutationHookOptions<Education[], { id: number; values: EducationForm }>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: ({ id, values }: { id: number; values: EducationForm }) =>
        updateEducation(userId, id, values),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDeleteEducation(userId: number, options?: MutationHookOptions<Education[], number>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (educationId: number) => deleteEducation(userId, educationId),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
