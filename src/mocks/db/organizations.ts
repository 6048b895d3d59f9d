import type { Organization } from '@/api/organizations/organization.schemas';
import { DEMO_TENANTS } from '@/lib/demo-accounts';

// The central registry: one organisation per tenant the mock serves. Who belongs to which is the central
// store's memberships (identities.ts), never a user row's e-mail (issue 30, H1).
export const MOCK_ORGANIZATIONS: readonly Organization[] = DEMO_TENANTS.map((tenant, index) => ({
  id: index + 1,
  name: tenant.organization,
  tenant: tenant.tenant,
}));

export const MOCK_TENANTS: readonly string[] = MOCK_ORGANIZATIONS.map((organization) => organization.tenant);

export function isMockTenant(tenant: string): boolean {
  return MOCK_TENANTS.includes(tenant);
}

export function findOrganization(id: number): Organization | undefined {
  return MOCK_ORGANIZATIONS.find((organization) => organization.id === id);
}
