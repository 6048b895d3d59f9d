import { apiBaseUrl } from '@/api/config';
import { tenantFromHost } from '@/api/tenant';
import type { Permission } from '@/lib/permissions';
import type { IdentityRow } from '../db/central-schemas';
import { identityOfUser } from '../db/identities';
import { getCentralData, getTenantDb } from '../db/mock-db';
import { isMockTenant } from '../db/organizations';
import type { MockUser } from '../db/schemas';
import type { TenantDb } from '../db/tenant-db';
import { canSignIn, findUser } from '../db/user-queries';
import { readAccessToken, readImpersonationToken } from '../tokens';
import type { PathParams } from './match-path';
import { forbidden, MockHttpError, notFound, unauthenticated } from './responses';

export type RequestContext = { request: Request; url: URL; path: string; params: PathParams };

// Who acts: the token's user, or the user they impersonate (as Laravel's impersonation makes the
// impersonated user the authenticated one). realUser is always the token's user.
export type Actor = { user: MockUser; realUser: MockUser; impersonating: boolean };

// What a route does with a request made while impersonating: serve it as the impersonated user, or
// refuse it (calls that would hand the impersonator a session of their own, such as organisations).
export type ImpersonationPolicy = 'act-as' | 'refuse';

export const IMPERSONATION_INVALID_MESSAGE = 'The impersonation has ended or is not valid.';
export const IMPERSONATION_REFUSED_MESSAGE = 'Stop impersonating first.';

// identity: the central person the token's user row belongs to (never the impersonated one's).
export type TenantContext = RequestContext & Actor & { tenant: string; db: TenantDb; identity: IdentityRow };

// For the lists the client tries before it has a token: the host names the tenant.
export type TokenOptionalContext = RequestContext & { tenant: string; db: TenantDb; user: MockUser | null };

// undefined: no Authorization header; null: a header that holds no bearer token.
function bearerToken(request: Request): string | null | undefined {
  const header = request.headers.get('authorization');
  if (header === null) return undefined;
  return /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null;
}

// No impersonation header: the request acts as the token's own user. A header that holds a bad,
// expired or foreign token (another impersonator's, another tenant's) is 401, never silently ignored:
// the client must learn that the impersonation is over instead of acting as the admin unawares.
async function impersonated(request: Request, realUser: MockUser, db: TenantDb): Promise<MockUser | null> {
  const token = request.headers.get('x-impersonation-token');
  if (token === null) return null;
  const claims = token ? await readImpersonationToken(token) : null;
  const target =
    claims && claims.tenant === db.tenant && claims.impersonator === realUser.id
      ? findUser(db, Number(claims.sub))
      : undefined;
  if (!target) {
    throw new MockHttpError(401, { message: IMPERSONATION_INVALID_MESSAGE });
  }
  return target;
}

async function actorOf(base: RequestContext, token: string | null, hostTenant: string | null) {
  const claims = token ? await readAccessToken(token) : null;
  if (!claims) throw unauthenticated();
  // A token of one tenant never reads another's data.
  if (hostTenant === null || claims.tenant !== hostTenant) throw forbidden();
  const db = await getTenantDb(hostTenant);
  const realUser = findUser(db, Number(claims.sub));
  if (!realUser || realUser.email !== claims.email || !canSignIn(realUser)) throw unauthenticated();
  // The token's identity must still be the one its user row is linked to.
  const identity = identityOfUser(getCentralData(), hostTenant, realUser.id);
  if (!identity || identity.id !== claims.identity) throw unauthenticated();
  const target = await impersonated(base.request, realUser, db);
  const actor: Actor = { user: target ?? realUser, realUser, impersonating: target !== null };
  return { ...base, ...actor, tenant: hostTenant, db, identity };
}

const hostTenantOf = (request: Request): string | null => tenantFromHost(apiBaseUrl(), request.url);

export type TenantRouteOptions = { permission?: Permission; impersonation?: ImpersonationPolicy };

export async function authorizeTenant(
  base: RequestContext,
  { permission, impersonation = 'act-as' }: TenantRouteOptions = {},
): Promise<TenantContext> {
  const context = await actorOf(base, bearerToken(base.request) ?? null, hostTenantOf(base.request));
  if (context.impersonating && impersonation === 'refuse') throw forbidden(IMPERSONATION_REFUSED_MESSAGE);
  if (permission && !context.user.permissions.includes(permission)) throw forbidden();
  return context;
}

export async function authorizeTokenOptional(base: RequestContext): Promise<TokenOptionalContext> {
  const hostTenant = hostTenantOf(base.request);
  const token = bearerToken(base.request);
  if (token !== undefined) return actorOf(base, token, hostTenant);
  if (hostTenant === null) throw unauthenticated();
  if (!isMockTenant(hostTenant)) throw notFound();
  return { ...base, tenant: hostTenant, db: await getTenantDb(hostTenant), user: null };
}
