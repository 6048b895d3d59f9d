import { urlResponseSchema } from '@/api/common.schemas';
import { organizationListSchema, type Organization } from '@/api/organizations/organization.schemas';
import type { CentralData, IdentityRow } from '../db/central-schemas';
import { membershipIn, membershipsOf } from '../db/identities';
import { getCentralData, getTenantDb } from '../db/mock-db';
import { findOrganization, MOCK_ORGANIZATIONS } from '../db/organizations';
import type { MockUser } from '../db/schemas';
import { canSignIn, findUser } from '../db/user-queries';
import { paginate } from '../routing/paginate';
import { forbidden, found, idParam, respond } from '../routing/responses';
import type { TenantContext } from '../routing/authorize';
import { tenantRoute, type Resolver } from '../routing/route';
import { issueAccessToken } from '../tokens';

const PER_PAGE = 15;

// The identity's own user row in a tenant, while it may sign in: only a membership names it, never a
// row that merely holds the same e-mail (issue 30, H1).
async function memberUser(
  central: CentralData,
  identity: IdentityRow,
  tenant: string,
): Promise<MockUser | undefined> {
  const membership = membershipIn(central, identity, tenant);
  if (!membership) return undefined;
  const user = findUser(await getTenantDb(tenant), membership.user_id);
  return user && canSignIn(user) ? user : undefined;
}

// The organisations of the identity's memberships, in organisation order.
async function organizationsOf(identity: IdentityRow): Promise<Organization[]> {
  const central = getCentralData();
  const tenants = new Set(membershipsOf(central, identity).map((membership) => membership.tenant));
  const members = await Promise.all(
    MOCK_ORGANIZATIONS.filter((organization) => tenants.has(organization.tenant)).map(async (organization) =>
      (await memberUser(central, identity, organization.tenant)) ? organization : null,
    ),
  );
  return members.filter((organization): organization is Organization => organization !== null);
}

// Every organisations call is refused while impersonating: answered for the impersonated person, a
// switch would hand the admin a real session as them in another tenant.
const organizationRoute = (pattern: string, resolve: Resolver<TenantContext>) =>
  tenantRoute('GET', pattern, resolve, { impersonation: 'refuse' });

// Laravel's paginator, under data.
const list = organizationRoute('organizations', async ({ identity, url }) => {
  const organizations = await organizationsOf(identity);
  return respond(organizationListSchema, { data: paginate(organizations, url, PER_PAGE) });
});

// Switching stays in the app: the current tenant goes to the employees page; another tenant the
// identity belongs to hands over a fresh token for its member row there in the URL fragment (never
// sent to a server). Anywhere else is 403.
const url = organizationRoute('organizations/:id/url', async ({ params, tenant, identity }) => {
  const organization = found(findOrganization(idParam(params.id)));
  if (organization.tenant === tenant) return respond(urlResponseSchema, { url: '/employees' });
  const member = await memberUser(getCentralData(), identity, organization.tenant);
  if (!member) throw forbidden();
  const token = await issueAccessToken(member, organization.tenant, identity.id);
  return respond(urlResponseSchema, { url: `/organization-switch#token=${token}` });
});

export const organizationHandlers = [list, url];
