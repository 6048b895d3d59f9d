import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import type { UserLanguage, UserLanguageInput } from './language.schemas';
import { addUserLanguage, deleteUserLanguage, updateUserLanguage } from './languages.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// The person's languages; each change refetches the profile before the caller's onSuccess.

// 422 (unknown language or level, 'The language has already been added.', refused files) goes to the form.
export function useAddUserLanguage(
  userId: number,
  options?: MutationHookOptions<UserLanguage[], UserLanguageInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (input: UserLanguageInput) => addUserLanguage(userId, input),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useUpdateUserLanguage(
  userId: number,
  options?: MutationHookOptions<UserLanguage[], UserLanguageInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (input: UserLanguageInput) => updateUserLanguage(userId, input),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useDeleteUserLanguage(userId: number, options?: MutationHookOptions<UserLanguage[], number>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (languageId: number) => deleteUserLanguage(userId, languageId),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
