import { parsePermissionMap } from './permissions';

// Checks made when the app is configured (next.config.ts): a build that calls a real API must say which
// one, over https, instead of quietly calling the mocked API's host.
export function apiUrlProblem({ apiUrl, mocking }: { apiUrl?: string; mocking: boolean }): string | null {
  if (mocking) return null;
  if (!apiUrl) {
    return 'NEXT_PUBLIC_API_URL is not set: set it to the API base (https://…/api/), or set NEXT_PUBLIC_API_MOCKING=enabled for the mocked API.';
  }
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    return `NEXT_PUBLIC_API_URL is not a URL: "${apiUrl}".`;
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(local && url.protocol === 'http:')) {
    return `NEXT_PUBLIC_API_URL must use https (http only on localhost): "${apiUrl}".`;
  }
  return null;
}

// NEXT_PUBLIC_PERMISSION_MAP must name permissions the client checks, each once: a typo would
// otherwise lock everyone out of a screen without a word. The mocked API grants the client's own
// names, so a map makes no sense with it.
export function permissionMapProblem({ map, mocking }: { map?: string; mocking: boolean }): string | null {
  if (!map?.trim()) return null;
  if (mocking) {
    return "NEXT_PUBLIC_PERMISSION_MAP is set but the mocked API is on, and it grants the client's own permission names: unset one of them.";
  }
  const { problems } = parsePermissionMap(map);
  return problems.length > 0 ? `NEXT_PUBLIC_PERMISSION_MAP: ${problems.join('; ')}.` : null;
}

// Browsers keep to https for two years once they have seen it (sent in production builds only; a
// browser ignores it over plain http, as on localhost).
export const STRICT_TRANSPORT_SECURITY = {
  key: 'Strict-Transport-Security',
  value: 'max-age=63072000; includeSubDomains',
};
