import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from './profile-refresh';
import { saveEmploymentDetails, savePersonalInformation } from './user-create.api';
import type { EmploymentDetailsInput, PersonalInformationInput } from './user-create.schemas';
import { enhanceText } from './user-enhance.api';
import type { EnhanceRequest } from './user-enhance.schemas';
import { saveBriefIntro } from './user-profile.api';
import { userKeys } from './user.keys';

// The overview's edits of one person. Each refetches the profile before the caller's onSuccess; a 422
// goes to the form's fields (errorContext 'form').

export function useSavePersonalInformation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: PersonalInformationInput) => savePersonalInformation(userId, values),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'form' },
  });
}

// The signed-in user's own title and billability come from here too, so the current user refetches.
export function useSaveEmploymentDetails(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: EmploymentDetailsInput) => saveEmploymentDetails(userId, values),
    onSuccess: () =>
      Promise.all([
        refreshProfile(queryClient, userId),
        queryClient.invalidateQueries({ queryKey: userKeys.current() }),
      ]),
    meta: { errorContext: 'form' },
  });
}

export function useSaveBriefIntro(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (briefIntro: string) => saveBriefIntro(userId, briefIntro),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'form' },
  });
}

// Changes nothing on the server, so nothing refetches; a refusal is a toast in the server's words.
export function useEnhanceText(userId: number) {
  return useMutation({
    mutationFn: (input: EnhanceRequest) => enhanceText(userId, input),
    meta: { errorContext: 'mutation' },
  });
}
