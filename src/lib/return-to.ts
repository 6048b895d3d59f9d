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

// A URL the API hands back (organisation switch, impersonation): a path of this app when it is one.
export function internalPathOf(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== new URL(origin).origin) return null;
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return null;
  }
}
