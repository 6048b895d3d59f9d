import { MOCK_API_URL } from '@/lib/mock-api-url';
import { parsePermissionMap, type PermissionMap } from '@/lib/permissions';

// Build-time settings of the client (see .env.example).
export const isMockingEnabled = process.env.NEXT_PUBLIC_API_MOCKING === 'enabled';

export function apiBaseUrl(): string {
  const configured = process.env.NEXT_PUBLIC_API_URL;
  const base = configured && configured.length > 0 ? configured : MOCK_API_URL;
  return base.endsWith('/') ? base : `${base}/`;
}

// Hosts a URL from the API may send the browser to (organisation switch, impersonation): the API's own
// host and its tenant hosts, plus NEXT_PUBLIC_TRUSTED_HOSTS (comma-separated, `*.example.com` allowed).
export function trustedHosts(): string[] {
  const apiHost = new URL(apiBaseUrl()).hostname;
  const configured = (process.env.NEXT_PUBLIC_TRUSTED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return [apiHost, `*.${apiHost}`, ...configured];
}

export const appVersion = process.env.NEXT_PUBLIC_APP_VERSION ?? '0.0.0';

// NEXT_PUBLIC_PERMISSION_MAP: the deployment's own names for the permissions the client checks
// (src/lib/permissions.ts). Malformed entries are refused by the build (next.config.ts), so none reach
// here; read once per value, as every permission check asks.
let parsedMap: { text: string | undefined; map: PermissionMap } | null = null;

export function permissionMap(): PermissionMap {
  const text = process.env.NEXT_PUBLIC_PERMISSION_MAP;
  if (!parsedMap || parsedMap.text !== text) parsedMap = { text, map: parsePermissionMap(text).map };
  return parsedMap.map;
}
