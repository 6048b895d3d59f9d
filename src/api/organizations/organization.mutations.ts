import { useMutation } from '@tanstack/react-query';
import { fetchOrganizationUrl } from './organizations.reference';

export function useOrganizationUrl() {
  return useMutation({ mutationFn: (organizationId: number) => fetchOrganizationUrl(organizationId) });
}
