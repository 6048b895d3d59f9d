import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { saveEmploymentDetails, savePersonalInformation, saveBriefIntro } from './user-profile.api';
import type { EmploymentDetails, EmploymentDetailsInput } from './employment-details.schemas';
import type { PersonalInformation, PersonalInformationInput } from './personal-information.schemas';
import { enhanceText } from './user-enhance.api';
import type { EnhanceRequest } from './user-enhance.schemas';
import { userKeys } from '../users/user.keys';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// The overview's edits of one person. Each refetches the profile before the caller's onSuccess; a 422
// goes to the form's fields (errorContext 'form').

export function useSavePersonalInformation(
  userId: number,
  options?: MutationHookOptions<PersonalInformation, PersonalInformationInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (values: PersonalInformationInput) => savePersonalInformation(userId, values),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// The signed-in user's own title and billability come from here too, so the current user refetches.
export function useSaveEmploymentDetails(
  userId: number,
  options?: MutationHookOptions<EmploymentDetails, EmploymentDetailsInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (values: EmploymentDetailsInput) => saveEmploymentDetails(userId, values),
      onSuccess: () =>
        Promise.all([
          refreshProfile(queryClient, userId),
          queryClient.invalidateQueries({ queryKey: userKeys.current() }),
        ]),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

export function useSaveBriefIntro(userId: number, options?: MutationHookOptions<string | null, string>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (briefIntro: string) => saveBriefIntro(userId, briefIntro),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// Changes nothing on the server, so nothing refetches; a refusal is a toast in the server's words.
export function useEnhanceText(userId: number, options?: MutationHookOptions<string, EnhanceRequest>) {
  return useMutationWithOptions(
    {
      mutationFn: (input: EnhanceRequest) => enhanceText(userId, input),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
