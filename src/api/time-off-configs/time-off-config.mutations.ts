import { useQueryClient } from '@tanstack/react-query';
import type { ApplicationConfig } from '../application-configs/application-config.schemas';
import { applicationConfigsList } from '../application-configs/application-configs.reference';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import type { TimeOffConfig } from './time-off-config.schemas';
import { saveTimeOffConfig } from './time-off-configs.api';

// The stored rules go into the application-configs reference list (read everywhere through it), so
// nothing is refetched. 422 goes to the form's fields.
export function useSaveTimeOffConfig(options?: MutationHookOptions<TimeOffConfig, TimeOffConfig>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveTimeOffConfig,
      onSuccess: (time_off) =>
        void queryClient.setQueryData<ApplicationConfig>(applicationConfigsList.queryKey(), (config) =>
          config ? { ...config, time_off } : config,
        ),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
