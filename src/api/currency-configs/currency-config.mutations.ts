import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationConfig } from '../application-configs/application-config.schemas';
import { applicationConfigsList } from '../application-configs/application-configs.reference';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import type { CurrencyConfigInput } from './currency-config.schemas';
import { saveCurrencyConfig } from './currency-configs.api';

// Saves the company currency and the order of currencies. The answer replaces the application-configs
// reference cache, so every currency list in the app follows the new order at once, without a refetch.
export function useSaveCurrencyConfig(options?: MutationHookOptions<ApplicationConfig, CurrencyConfigInput>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveCurrencyConfig,
      onSuccess: (config) => void queryClient.setQueryData(applicationConfigsList.queryKey(), config),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
