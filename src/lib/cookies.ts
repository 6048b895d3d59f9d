import Cookies from 'js-cookie';
import { ownValue, sameOwner, valueOwnedBy, type CookieOwner } from './cookie-owner';

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

// Whose session the browser holds now; the session module says (lib does not read tokens).
let currentOwner: () => CookieOwner | null = () => null;

// Returns a function that puts the previous source back (for tests).
export function setCookieOwnerSource(source: () => CookieOwner | null): () => void {
  const previous = currentOwner;
  currentOwner = source;
  return () => {
    currentOwner = previous;
  };
}

// The cookies that hold one person's data: kept under the name the SPEC gives, with the owner (tenant,
// user, impersonated user) inside the value; read back only by that same owner.
export function isOwnedCookie(name: string): boolean {
  return name === END_USER_COOKIE || name.startsWith(DRAFT_COOKIE_PREFIX);
}

// The cookie's JSON as stored (an owned cookie's owner included); undefined when absent or unreadable.
function storedJsonOf(name: string): unknown {
  const raw = Cookies.get(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function readJsonCookie<T>(name: string): T | undefined {
  const parsed = storedJsonOf(name);
  if (parsed === undefined) return undefined;
  return (isOwnedCookie(name) ? valueOwnedBy(currentOwner(), parsed) : parsed) as T | undefined;
}

export function writeJsonCookie(name: string, value: unknown, options: CookieOptions = {}): void {
  if (!isOwnedCookie(name)) {
    writeCookie(name, JSON.stringify(value), options);
    return;
  }
  const owner = currentOwner();
  // Nobody is signed in: there is nobody to keep it for.
  if (!owner) removeCookie(name);
  else writeCookie(name, JSON.stringify(ownValue(owner, value)), options);
}

// Whose session it is now, to hand to writeJsonCookieFor once an answer fetched for it arrives.
export function cookieOwnerNow(): CookieOwner | null {
  return currentOwner();
}

// Keeps a value fetched for `owner` only if the session is still theirs: an answer that arrives after
// impersonation stopped (or another login) must not be stored as the new session's.
export function writeJsonCookieFor(owner: CookieOwner | null, name: string, value: unknown): void {
  const now = currentOwner();
  if (owner && now && sameOwner(owner, now)) writeJsonCookie(name, value);
}

const OWN_COOKIES = [TOKEN_COOKIE, END_USER_COOKIE, IMPERSONATION_COOKIE, IMPERSONATED_USER_COOKIE];

export function isOwnCookie(name: string): boolean {
  return OWN_COOKIES.includes(name) || name.startsWith(DRAFT_COOKIE_PREFIX);
}

export function hasOwnCookies(): boolean {
  return Object.keys(Cookies.get()).some(isOwnCookie);
}

// Log out, a new login, an organisation switch and an expired token all leave nothing of the last
// session behind: the stored user and any impersonation included, and the drafts `keepDraft` does not
// keep (a person's own drafts outlive their session: session.ts).
export function removeAllOwnCookies(keepDraft: (stored: unknown) => boolean = () => false): void {
  for (const name of Object.keys(Cookies.get())) {
    if (!isOwnCookie(name)) continue;
    if (name.startsWith(DRAFT_COOKIE_PREFIX) && keepDraft(storedJsonOf(name))) continue;
    removeCookie(name);
  }
}
