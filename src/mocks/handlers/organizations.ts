import { urlResponseSchema } from '@/api/common.schemas';
import { organizationListSchema, type Organization } from '@/api/organizations/organization.schemas';
import { getTenantDb } from '../db/mock-db';
import { findOrganization, MOCK_ORGANIZATIONS } from '../db/organizations';
import { canSignIn, findUserByEmail } from '../db/user-queries';
import { paginate } from '../routing/paginate';
import { forbidden, found, idParam, respond } from '../routing/responses';
import type { TenantContext } from '../routing/authorize';
import { tenantRoute, type Resolver } from '../routing/route';
import { issueAccessToken } from '../tokens';

const PER_PAGE = 15;

// The organisations whose tenant has an active user with this e-mail.
async function membershipsOf(email: string): Promise<Organization[]> {
  const members = await Promise.all(
    MOCK_ORGANIZATIONS.map(async (organization) => {
      const user = findUserByEmail(await getTenantDb(organization.tenant), email);
      return user && canSignIn(user) ? organization : null;
    }),
  );
  return members.filter((organization): organization is Organization => organization !== null);
}

// Every organisations call is refused while impersonating: answered for the impersonated person, a
// switch would hand the admin a real session as them in another tenant.
const organizationRoute = (pattern: string, resolve: Resolver<TenantContext>) =>
  tenantRoute('GET', pattern, resolve, { impersonation: 'refuse' });

// Laravel's paginator, under data.
const list = organizationRoute('organizations', async ({ user, url }) => {
  const organizations = await membershipsOf(user.email);
  return respond(organizationListSchema, { data: paginate(organizations, url, PER_PAGE) });
});

// Switching stays in the app: the current tenant goes to the employees page; another tenant the user
// belongs to hands over a fresh token for it in the URL fragment (never sent to a server).
const url = organizationRoute('organizations/:id/url', async ({ params, tenant, user }) => {
  const organization = found(findOrganization(idParam(params.id)));
  if (organization.tenant === tenant) return respond(urlResponseSchema, { url: '/employees' });
  const member = findUserByEmail(await getTenantDb(organization.tenant), user.email);
  if (!member || !canSignIn(member)) throw forbidden();
  const token = await issueAccessToken(member, organization.tenant);
  return respond(urlResponseSchema, { url: `/organization-switch#token=${token}` });
});

export const organizationHandlers = [list, url];
