import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { integrationKeys } from './integration.keys';
import type { GoogleSettings, IntegrationStatuses } from './integration.schemas';
import { fetchGoogleSettings, fetchIntegrationStatus } from './integrations.api';

// The tab shows a failure itself, with a Retry; SPEC §8 applies as well (a 403 goes to /404, a 5xx is a toast).
export const integrationStatusQuery = () =>
  queryOptions({
    queryKey: integrationKeys.status(),
    queryFn: ({ signal }) => fetchIntegrationStatus(signal),
    meta: { errorContext: 'page' },
  });

export function useIntegrationStatus(options?: QueryHookOptions<IntegrationStatuses>) {
  return useQuery(withQueryOptions(integrationStatusQuery(), options));
}

export const googleSettingsQuery = () =>
  queryOptions({
    queryKey: integrationKeys.googleSettings(),
    queryFn: ({ signal }) => fetchGoogleSettings(signal),
    meta: { errorContext: 'page' },
  });

export function useGoogleSettings(options?: QueryHookOptions<GoogleSettings>) {
  return useQuery(withQueryOptions(googleSettingsQuery(), options));
}
