import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { fetchAdministrativeInformation } from './administrative-information.api';
import { administrativeInformationKeys } from './administrative-information.keys';
import type { AdministrativeInformation } from './administrative-information.schemas';

// The settings tab shows a failure itself (with Retry): nothing navigates away.
export const administrativeInformationQuery = () =>
  queryOptions({
    queryKey: administrativeInformationKeys.detail(),
    queryFn: ({ signal }) => fetchAdministrativeInformation(signal),
    meta: { errorContext: 'page' },
  });

export function useAdministrativeInformation(options?: QueryHookOptions<AdministrativeInformation | null>) {
  return useQuery(withQueryOptions(administrativeInformationQuery(), options));
}
