import { useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { paginatedQueryOptions } from '../paginated-query';
import type { InvitationPage } from './invitation.schemas';
import { invitationKeys } from './invitation.keys';
import { fetchInvitations } from './invitations.api';

export const invitationsQuery = (page: number, enabled = true) =>
  paginatedQueryOptions(
    invitationKeys.list(page),
    enabled ? (signal) => fetchInvitations(page, signal) : null,
  );

// The signed-in person's pending invitations; a caller's `enabled: false` sends nothing.
export function useInvitations(page: number, options?: QueryHookOptions<InvitationPage>) {
  return useQuery(withQueryOptions(invitationsQuery(page, options?.enabled !== false), options));
}
