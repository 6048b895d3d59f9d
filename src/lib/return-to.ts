// Where to go after logging in: only a relative path of this app, never another site.
export function safeReturnTo(value: unknown, fallback = '/employees'): string {
  if (typeof value !== 'string' || value.length === 0) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  try {
    const url = new URL(value, 'http://app.invalid');
    if (url.origin !== 'http://app.invalid') return fallback;
    if (url.pathname === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export function loginPathFor(returnTo: string): string {
  const target = safeReturnTo(returnTo, '');
  return target && target !== '/' ? `/login?returnTo=${encodeURIComponent(target)}` : '/login';
}

// Where a URL the API hands back (organisation switch, impersonation) may take the browser: a path of
// this app (router), a page on a trusted host (full load), or nowhere. Only http(s); a same-origin path
// that would read as `//host` (e.g. `https://app/.//evil.com`) is refused; another origin only over
// https (localhost excepted) and only on a host in `trustedHosts` (`*.example.com` takes subdomains).
export type FollowTarget = { kind: 'path'; path: string } | { kind: 'page'; url: string };

export function followTargetOf(
  url: string,
  origin: string,
  trustedHosts: readonly string[] = [],
): FollowTarget | null {
  if (/[\u0000-\u001f\\]/.test(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password) return null;
  if (parsed.origin === new URL(origin).origin) {
    if (parsed.pathname.startsWith('//')) return null;
    return { kind: 'path', path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
  if (parsed.protocol !== 'https:' && !local) return null;
  return isTrustedHost(parsed.hostname, trustedHosts) ? { kind: 'page', url: parsed.href } : null;
}

export function isTrustedHost(hostname: string, trustedHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase();
  return trustedHosts.some((entry) => {
    const trusted = entry.trim().toLowerCase();
    if (trusted.startsWith('*.')) return host.endsWith(trusted.slice(1)) && host.length > trusted.length - 1;
    return trusted.length > 0 && host === trusted;
  });
}

// A path of this app when the URL is one (see followTargetOf).
export function internalPathOf(url: string, origin: string): string | null {
  const target = followTargetOf(url, origin);
  return target?.kind === 'path' ? target.path : null;
}
