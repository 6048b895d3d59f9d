import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import type { UserLanguageInput } from './language.schemas';
import { addUserLanguage, deleteUserLanguage, updateUserLanguage } from './languages.api';

// The person's languages; each change refetches the profile before the caller's onSuccess.

// 422 (unknown language or level, 'The language has already been added.', refused files) goes to the form.
export function useAddUserLanguage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserLanguageInput) => addUserLanguage(userId, input),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'form' },
  });
}

export function useUpdateUserLanguage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UserLanguageInput) => updateUserLanguage(userId, input),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'form' },
  });
}

export function useDeleteUserLanguage(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (languageId: number) => deleteUserLanguage(userId, languageId),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'mutation' },
  });
}
