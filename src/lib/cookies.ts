import Cookies from 'js-cookie';

// The only module that touches cookies: names, attributes and clean-up live here.
export const TOKEN_COOKIE = 'token';
export const END_USER_COOKIE = 'end-user';
export const IMPERSONATION_COOKIE = 'impersonation-token';
export const IMPERSONATED_USER_COOKIE = 'impersonated-user';
export const DRAFT_COOKIE_PREFIX = 'draft-';

export type CookieOptions = { expires?: Date | number };

function secureAttributes(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'Lax', secure };
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, { ...secureAttributes(), ...options });
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}

export function readJsonCookie<T>(name: string): T | undefined {
  const raw = Cookies.get(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeJsonCookie(name: string, value: unknown, options: CookieOptions = {}): void {
  writeCookie(name, JSON.stringify(value), options);
}

const OWN_COOKIES = [TOKEN_COOKIE, END_USER_COOKIE, IMPERSONATION_COOKIE, IMPERSONATED_USER_COOKIE];

// Log out on a shared browser must leave nothing of ours behind, drafts included.
export function removeAllOwnCookies(): void {
  for (const name of Object.keys(Cookies.get())) {
    if (OWN_COOKIES.includes(name) || name.startsWith(DRAFT_COOKIE_PREFIX)) removeCookie(name);
  }
}
