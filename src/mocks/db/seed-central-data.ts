import { DEMO_PASSWORD } from '@/lib/demo-accounts';
import type { CentralData, IdentityRow, MembershipRow } from './central-schemas';
import { identityId } from './identities';
import { MOCK_TENANTS } from './organizations';
import { seededAccountIds } from './seed-users';

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
