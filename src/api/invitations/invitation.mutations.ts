import { useQueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import type { Organization } from '../organizations/organization.schemas';
import { userOrganizationsList } from '../organizations/organizations.reference';
import { invitationKeys } from './invitation.keys';
import type { Invitation, NewInvitation } from './invitation.schemas';
import { acceptInvitation, createInvitation, declineInvitation } from './invitations.api';

// 422 on email (invalid, already a member, already invited) goes to the form.
export function useCreateInvitation(options?: MutationHookOptions<Invitation, NewInvitation>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: createInvitation,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
      meta: { errorContext: 'form' },
    },
    options,
  );
}

// Accepting makes a membership: the invitation leaves the list and the organisation joins the switcher.
// The list explains a refusal itself (an invitation already gone is no reason to leave the screen).
export function useAcceptInvitation(options?: MutationHookOptions<Organization, number>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (id: number) => acceptInvitation(id),
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: userOrganizationsList.queryKey() }),
        ]),
      meta: { errorContext: 'explained' },
    },
    options,
  );
}

export function useDeclineInvitation(
  options?: MutationHookOptions<Awaited<ReturnType<typeof declineInvitation>>, number>,
) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: (id: number) => declineInvitation(id),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.lists() }),
      meta: { errorContext: 'explained' },
    },
    options,
  );
}
