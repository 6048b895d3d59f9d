import { useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { profileSectionKeys } from './profile-section.keys';
import type { DepartmentSectionStatus, ProfileSection, UserProfileSection } from './profile-section.schemas';
import { saveUserProfileSections, setDepartmentSectionStatus } from './profile-sections.api';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

// One click per switch: a refusal is a toast in the server's words, and the switch shows the stored state.
export function useSaveUserProfileSections(
  userId: number,
  options?: MutationHookOptions<UserProfileSection[], readonly UserProfileSection[]>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (sections: readonly UserProfileSection[]) => saveUserProfileSections(userId, sections),
      onSuccess: () => refreshProfile(queryClient, userId),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}

// The department's setting changes every profile of that department, so the list is fetched again.
export function useSetDepartmentSectionStatus(
  options?: MutationHookOptions<ProfileSection, DepartmentSectionStatus>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: setDepartmentSectionStatus,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: profileSectionKeys.lists() }),
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}
