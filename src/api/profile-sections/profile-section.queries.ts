import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSectionKeys } from './profile-section.keys';
import { fetchProfileSections } from './profile-sections.api';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import type { ProfileSection } from './profile-section.schemas';

// Which sections show per department; rarely changes, so it is kept for the session once loaded.
export const profileSectionsQuery = () =>
  queryOptions({
    queryKey: profileSectionKeys.lists(),
    queryFn: fetchProfileSections,
    staleTime: Infinity,
    meta: { errorContext: 'page' },
  });

export function useProfileSections(options?: QueryHookOptions<ProfileSection[]>) {
  return useQuery(withQueryOptions(profileSectionsQuery(), options));
}
