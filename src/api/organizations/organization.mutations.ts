import { fetchOrganizationUrl } from './organizations.reference';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';

export function useOrganizationUrl(options?: MutationHookOptions<string, number>) {
  return useMutationWithOptions(
    { mutationFn: (organizationId: number) => fetchOrganizationUrl(organizationId) },
    options,
  );
}
