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

// The forms show 422 at the fields and MoneyBird unreachable (5xx) in place with a Retry; SPEC §8's toast
// and report happen as well.
const atFields = { errorContext: 'form' } as const;

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
      meta: atFields,
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
      meta: atFields,
    },
    options,
  );
}
