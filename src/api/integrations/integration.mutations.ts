import { useQueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { moneyBirdKeys } from '../money-bird/money-bird.keys';
import { integrationKeys } from './integration.keys';
import {
  NOT_CONNECTED,
  type GoogleSettings,
  type GoogleSettingsInput,
  type IntegrationStatuses,
  type IntegrationType,
  type OAuthIntegration,
} from './integration.schemas';
import { disconnectIntegration, fetchConnectUrl, saveGoogleSettings } from './integrations.api';

// The connect address; asking for it changes nothing here (the provider's return does, and the tab
// then reads the status again).
export function useConnectUrl(options?: MutationHookOptions<string, OAuthIntegration>) {
  return useMutationWithOptions({ mutationFn: fetchConnectUrl, meta: { errorContext: 'mutation' } }, options);
}

// The outcome is certain once the API has said yes: the card shows it as not connected, nothing refetched.
export function useDisconnectIntegration(
  options?: MutationHookOptions<{ message: string }, IntegrationType>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: disconnectIntegration,
      onSuccess: (_answer, type) => {
        queryClient.setQueryData<IntegrationStatuses>(integrationKeys.status(), (statuses) =>
          statuses ? { ...statuses, [type]: NOT_CONNECTED } : statuses,
        );
        // MoneyBird's set-up shows its connection too: it is asked afresh when next opened.
        if (type === 'money_bird') queryClient.removeQueries({ queryKey: moneyBirdKeys.all() });
      },
      meta: { errorContext: 'mutation' },
    },
    options,
  );
}

// 422 on calendar_id (required while something is synced, its format) goes to the form.
export function useSaveGoogleSettings(options?: MutationHookOptions<GoogleSettings, GoogleSettingsInput>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveGoogleSettings,
      onSuccess: (saved) => void queryClient.setQueryData(integrationKeys.googleSettings(), saved),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
