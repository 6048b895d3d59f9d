import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import type { CentralData, IdentityRow, MembershipRow } from './central-schemas';
import { MOCK_TENANTS } from './organizations';
import type { MockUser } from './schemas';
import { seededAccountIds } from './seed-users';

// One central identity per person, linked to user rows of tenants by memberships (issue 30, H1). A user
// row that merely has someone's e-mail is not theirs: only the seed or an accepted invitation links it.

const sameEmail = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

const identityId = (number: number): string => `idn_${number}`;

// The demo's people: one identity per demo e-mail, linked to that e-mail's seeded rows (the acme admin's
// in acme and in globex), so whoever could switch organisations in the demo still can.
function seededMemberships(identities: readonly IdentityRow[], tenant: string): MembershipRow[] {
  return seededAccountIds(tenant).flatMap(({ email, userId }) => {
    const identity = identities.find((row) => row.email === email);
    return identity ? [{ identity_id: identity.id, tenant, user_id: userId }] : [];
  });
}

// Globex has invited acme's employee, so the demo shows an invitation to accept or decline.
const SEEDED_INVITATION = { tenant: 'globex', email: 'employee@acme.test', invited_by: 'Hank Scorpio' };

export function seedCentralData(referenceDate: Date): CentralData {
  const emails = [...new Set(MOCK_TENANTS.flatMap((tenant) => seededAccountIds(tenant).map((a) => a.email)))];
  const identities = emails.map((email, index) => ({
    id: identityId(index + 1),
    email,
    password: DEMO_PASSWORD,
  }));
  return {
    identities,
    memberships: MOCK_TENANTS.flatMap((tenant) => seededMemberships(identities, tenant)),
    invitations: [{ id: 1, ...SEEDED_INVITATION, created_at: referenceDate.toISOString() }],
    next_identity: identities.length + 1,
    next_invitation: 2,
  };
}

// A tenant seeded afresh (its save dropped) has none of its later users: links to them would name
// whoever gets those ids next, so the tenant's links go back to the seed's.
export function keepSeededMembershipsOf(data: CentralData, tenant: string): void {
  data.memberships = [
    ...data.memberships.filter((membership) => membership.tenant !== tenant),
    ...seededMemberships(data.identities, tenant),
  ];
}

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
