// Where a call goes: the tenant name is prefixed to the API host; pre-login calls go to central/ on the
// bare host. Pure functions over the configured base URL.

export const CENTRAL_PATH = 'central/';

const TENANT_NAME = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

export function isValidTenantName(tenant: string): boolean {
  return TENANT_NAME.test(tenant);
}

// A tenant that is no host name is refused rather than sent to the bare host (fails closed).
export function tenantBaseUrl(apiBase: string, tenant: string | null | undefined): string {
  const url = new URL(apiBase);
  if (tenant && !isValidTenantName(tenant)) throw new Error('Not a tenant name');
  if (tenant) url.host = `${tenant.toLowerCase()}.${url.host}`;
  return ensureTrailingSlash(url.toString());
}

export function centralBaseUrl(apiBase: string): string {
  return new URL(CENTRAL_PATH, ensureTrailingSlash(apiBase)).toString();
}

// True when url is the API host itself or a tenant subdomain of it, on the same scheme and port.
export function isApiOrigin(apiBase: string, url: string): boolean {
  const api = new URL(apiBase);
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return false;
  }
  if (target.protocol !== api.protocol || target.port !== api.port) return false;
  if (target.hostname === api.hostname) return true;
  const suffix = `.${api.hostname}`;
  if (!target.hostname.endsWith(suffix)) return false;
  return isValidTenantName(target.hostname.slice(0, -suffix.length));
}

// The tenant a tenant-host URL belongs to (the mock uses it to check tokens against hosts).
export function tenantFromHost(apiBase: string, url: string): string | null {
  const api = new URL(apiBase);
  const host = new URL(url).hostname;
  const suffix = `.${api.hostname}`;
  if (!host.endsWith(suffix)) return null;
  const name = host.slice(0, -suffix.length);
  return isValidTenantName(name) ? name : null;
}

function ensureTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
