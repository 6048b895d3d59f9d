import { request } from '../http';
import type { Organization } from '../organizations/organization.schemas';
import {
  acceptedInvitationSchema,
  declinedInvitationSchema,
  INVITATIONS_PER_PAGE,
  invitationPageSchema,
  invitationResponseSchema,
  type Invitation,
  type InvitationPage,
  type NewInvitation,
} from './invitation.schemas';

// The signed-in person's pending invitations, newest first.
export function fetchInvitations(page: number, signal?: AbortSignal): Promise<InvitationPage> {
  return request(invitationPageSchema, {
    method: 'GET',
    url: 'invitations',
    params: { page, per_page: INVITATIONS_PER_PAGE },
    signal,
  });
}

// An admin invites a login e-mail to the current organisation.
export async function createInvitation(input: NewInvitation): Promise<Invitation> {
  const body = await request(invitationResponseSchema, {
    method: 'POST',
    url: 'invitations',
    data: { email: input.email },
  });
  return body.data;
}

export async function acceptInvitation(id: number): Promise<Organization> {
  const body = await request(acceptedInvitationSchema, { method: 'POST', url: `invitations/${id}/accept` });
  return body.data;
}

export function declineInvitation(id: number) {
  return request(declinedInvitationSchema, { method: 'DELETE', url: `invitations/${id}` });
}
