import { useQueryClient } from '@tanstack/react-query';
import { integrationKeys } from '../integrations/integration.keys';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { saveMoneyBirdCredentials, saveMoneyBirdMapping } from './money-bird.api';
import { moneyBirdKeys } from './money-bird.keys';
import type {
  MoneyBirdCredentials,
  MoneyBirdMapping,
  SaveMoneyBirdCredentials,
  SaveMoneyBirdMapping,
} from './money-bird.schemas';

// The forms show every failure themselves: 422 at the fields, MoneyBird unreachable (5xx) inline with
// a Retry, anything else in the server's words; the error policy only reports the 5xx.
const inline = { errorContext: 'inline' } as const;

// The answer is the new connection; what MoneyBird holds (tax rates, contacts) is asked afresh, as the
// administration may be another one now.
export function useSaveMoneyBirdCredentials(
  options?: MutationHookOptions<MoneyBirdCredentials, SaveMoneyBirdCredentials>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveMoneyBirdCredentials,
      onSuccess: async (credentials) => {
        queryClient.setQueryData(moneyBirdKeys.credentials(), credentials);
        // The integrations overview shows MoneyBird's connection as well.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: moneyBirdKeys.administration() }),
          queryClient.invalidateQueries({ queryKey: integrationKeys.status() }),
        ]);
      },
      meta: inline,
    },
    options,
  );
}

// Sets the saved mapping (the company's or the project's) from the answer; nothing is refetched.
export function useSaveMoneyBirdMapping(
  options?: MutationHookOptions<MoneyBirdMapping, SaveMoneyBirdMapping>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveMoneyBirdMapping,
      onSuccess: (mapping) => {
        const key =
          mapping.internal_project_id === null
            ? moneyBirdKeys.companyMapping()
            : moneyBirdKeys.projectMapping(mapping.internal_project_id);
        queryClient.setQueryData(key, mapping);
      },
      meta: inline,
    },
    options,
  );
}
