import type { CentralData, IdentityRow, InvitationRow } from './central-schemas';

// Invitations to join an organisation, kept centrally: the invited person sees them from any tenant.

const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

// Matched to the identity's own login e-mail only, never to a tenant's user rows; newest first.
export function invitationsFor(data: CentralData, identity: IdentityRow): InvitationRow[] {
  const { email } = identity;
  if (email === null) return [];
  return data.invitations.filter((row) => sameEmail(row.email, email)).sort((a, b) => b.id - a.id);
}

// One of the identity's invitations; someone else's is as unknown as a missing one.
export function invitationOfIdentity(
  data: CentralData,
  identity: IdentityRow,
  id: number,
): InvitationRow | undefined {
  return invitationsFor(data, identity).find((row) => row.id === id);
}

export function pendingInvitation(
  data: CentralData,
  tenant: string,
  email: string,
): InvitationRow | undefined {
  return data.invitations.find((row) => row.tenant === tenant && sameEmail(row.email, email));
}

export function addInvitation(
  data: CentralData,
  fields: Omit<InvitationRow, 'id' | 'created_at'>,
): InvitationRow {
  const row: InvitationRow = { ...fields, id: data.next_invitation, created_at: new Date().toISOString() };
  data.next_invitation += 1;
  data.invitations.push(row);
  return row;
}

export function removeInvitation(data: CentralData, id: number): void {
  data.invitations = data.invitations.filter((row) => row.id !== id);
}
