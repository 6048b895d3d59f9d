import type { CentralData, IdentityRow, MembershipRow } from './central-schemas';
import type { MockUser } from './schemas';

// One central identity per person, linked to user rows of tenants by memberships (issue 30, H1). A user
// row that merely has someone's e-mail is not theirs: only the seed or an accepted invitation links it.

const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

export const identityId = (number: number): string => `idn_${number}`;

export function identityById(data: CentralData, id: string): IdentityRow | undefined {
  return data.identities.find((identity) => identity.id === id);
}

// The identity that owns a login e-mail (case-insensitively, as Laravel's MySQL collation compares).
export function identityByEmail(data: CentralData, email: string): IdentityRow | undefined {
  return data.identities.find((identity) => identity.email !== null && sameEmail(identity.email, email));
}

export function membershipOfUser(
  data: CentralData,
  tenant: string,
  userId: number,
): MembershipRow | undefined {
  return data.memberships.find((row) => row.tenant === tenant && row.user_id === userId);
}

// Whose a tenant's user row is: the identity its membership names, if any.
export function identityOfUser(data: CentralData, tenant: string, userId: number): IdentityRow | undefined {
  const membership = membershipOfUser(data, tenant, userId);
  return membership ? identityById(data, membership.identity_id) : undefined;
}

export function membershipsOf(data: CentralData, identity: IdentityRow): MembershipRow[] {
  return data.memberships.filter((row) => row.identity_id === identity.id);
}

export function membershipIn(
  data: CentralData,
  identity: IdentityRow,
  tenant: string,
): MembershipRow | undefined {
  return data.memberships.find((row) => row.identity_id === identity.id && row.tenant === tenant);
}

export function addMembership(
  data: CentralData,
  identity: IdentityRow,
  tenant: string,
  userId: number,
): void {
  data.memberships.push({ identity_id: identity.id, tenant, user_id: userId });
}

// A user row that signs in for the first time becomes a person of its own, with the row's password. It
// owns its e-mail only if no identity does yet: an admin who gives a row someone else's e-mail makes
// an account of that tenant, never a way into that person's identity or invitations.
export function createIdentityFor(data: CentralData, tenant: string, user: MockUser): IdentityRow {
  const identity: IdentityRow = {
    id: identityId(data.next_identity),
    email: identityByEmail(data, user.email) ? null : user.email,
    password: user.password,
  };
  data.next_identity += 1;
  data.identities.push(identity);
  addMembership(data, identity, tenant, user.id);
  return identity;
}
