import { useQueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { saveAdministrativeInformation } from './administrative-information.api';
import { administrativeInformationKeys } from './administrative-information.keys';
import type { AdministrativeInformation, CompanyDetailsInput } from './administrative-information.schemas';

// The answer is the details as stored: it becomes the cached detail, nothing is refetched.
export function useSaveAdministrativeInformation(
  options?: MutationHookOptions<AdministrativeInformation, CompanyDetailsInput>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveAdministrativeInformation,
      onSuccess: (saved) => void queryClient.setQueryData(administrativeInformationKeys.detail(), saved),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
