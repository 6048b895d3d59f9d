import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshProfile } from '../users/profile-refresh';
import { profileSectionKeys } from './profile-section.keys';
import type { UserProfileSection } from './profile-section.schemas';
import { saveUserProfileSections, setDepartmentSectionStatus } from './profile-sections.api';

// One click per switch: a refusal is a toast in the server's words, and the switch shows the stored state.
export function useSaveUserProfileSections(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sections: readonly UserProfileSection[]) => saveUserProfileSections(userId, sections),
    onSuccess: () => refreshProfile(queryClient, userId),
    meta: { errorContext: 'mutation' },
  });
}

// The department's setting changes every profile of that department, so the list is fetched again.
export function useSetDepartmentSectionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDepartmentSectionStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileSectionKeys.lists() }),
    meta: { errorContext: 'mutation' },
  });
}
