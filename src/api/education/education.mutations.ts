import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { addEducation, deleteEducation, updateEducation } from './education.api';
import type { EducationForm } from './education.schemas';

// One person's education; each change refetches their profile before the caller hears of it.
// Saves are forms (a 422 goes to the fields); the delete is a one-click action.

export function useAddEducation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: EducationForm) => addEducation(userId, values),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'form' },
  });
}

export function useUpdateEducation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: EducationForm }) =>
      updateEducation(userId, id, values),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'form' },
  });
}

export function useDeleteEducation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (educationId: number) => deleteEducation(userId, educationId),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'mutation' },
  });
}
