import { jwtDecode } from 'jwt-decode';
import * as z from 'zod/mini';
import { isKeptFor, type CookieOwner, type CookiePerson } from '@/lib/cookie-owner';
import { dropDraftValuesExcept, dropExpiredDraftValues } from '@/lib/draft-store';
import { isValidTenantName } from './tenant';
import {
  IMPERSONATED_USER_COOKIE,
  IMPERSONATION_COOKIE,
  TOKEN_COOKIE,
  hasOwnCookies,
  readCookie,
  readJsonCookie,
  removeAllOwnCookies,
  removeCookie,
  setCookieOwnerSource,
  writeCookie,
  writeJsonCookie,
} from '@/lib/cookies';

// The session as the browser holds it: the token cookie, its claims, and an impersonation in progress.
export const tokenClaimsSchema = z.object({
  sub: z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((sub: string | number) => String(sub)),
  ),
  // A tenant that is no host name fails the whole token: the session ends instead of falling back to
  // the central host (security review 17, low).
  tenant: z.string().check(z.refine(isValidTenantName)),
  // The central person the token's user belongs to (proposed; issue 30, H1).
  identity: z.optional(z.string()),
  exp: z.optional(z.number()),
  iat: z.optional(z.number()),
  email: z.optional(z.string()),
  name: z.optional(z.string()),
  role: z.optional(z.string()),
  permissions: z.optional(z.array(z.string())),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export type Impersonation = { userId: number; name: string; token: string };

export type SessionSnapshot = {
  token: string | null;
  claims: TokenClaims | null;
  impersonation: Impersonation | null;
};

export function decodeToken(token: string): TokenClaims | null {
  try {
    const parsed = tokenClaimsSchema.safeParse(jwtDecode(token));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// Two tokens are the same person's when they name the same central identity (the tenants may differ: an
// organisation switch hands over the same person's token for another tenant). An e-mail proves nothing:
// any organisation can give a user someone else's address (issue 30, H1). No identity, no match.
export function isSameAccount(current: TokenClaims | null, next: TokenClaims): boolean {
  if (!current?.identity || !next.identity) return false;
  return current.identity === next.identity;
}

export function isTokenExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp !== undefined && claims.exp * 1000 <= now;
}

const EMPTY: SessionSnapshot = { token: null, claims: null, impersonation: null };
let snapshot: SessionSnapshot = EMPTY;
const listeners = new Set<() => void>();

type ImpersonatedUser = { userId: number; name: string };

// The last read, by the cookie string it was read from: the owner of every stored draft and cookie is
// asked for many times a load, and decoding the token each time cost ~20 ms of a screen's start.
let lastRead: { cookies: string; read: SessionSnapshot } | null = null;

function readCookies(): SessionSnapshot {
  const cookies = document.cookie;
  const cached = lastRead?.cookies === cookies ? lastRead.read : null;
  // Same cookies, same answer, unless the token has run out since.
  if (cached && !(cached.claims && isTokenExpired(cached.claims))) return cached;
  const read = readCookiesNow();
  lastRead = { cookies, read };
  return read;
}

function readCookiesNow(): SessionSnapshot {
  const token = readCookie(TOKEN_COOKIE) ?? null;
  const claims = token ? decodeToken(token) : null;
  if (!token || !claims || isTokenExpired(claims)) return EMPTY;
  const impersonationToken = readCookie(IMPERSONATION_COOKIE);
  const impersonatedUser = readJsonCookie<ImpersonatedUser>(IMPERSONATED_USER_COOKIE);
  const impersonation =
    impersonationToken && impersonatedUser ? { ...impersonatedUser, token: impersonationToken } : null;
  return { token, claims, impersonation };
}

// How the last session ended: the user logged out, or it ran out (expiry, a cookie dropped or changed
// elsewhere). A screen open when a session runs out stays, with a dialog to log in again.
export type SessionEndReason = 'logout' | 'expired';
export type SessionEnding = { reason: SessionEndReason; claims: TokenClaims | null };
let lastEnd: SessionEnding | null = null;

export function howSessionEnded(): SessionEnding | null {
  return lastEnd;
}

// What one session leaves must not reach the next: every cookie of ours goes, and every draft at log out.
// A draft lives its 5 days across its owner's sessions (SPEC §9), so a login keeps the drafts of the
// person signing in, and a session that ran out keeps every owner's (each is read only by its owner,
// and goes when someone else signs in here).
type KeptDrafts = CookiePerson | 'every-owner' | 'none';

function forgetSessionData(kept: KeptDrafts = 'none'): void {
  const keep =
    kept === 'none'
      ? () => false
      : kept === 'every-owner'
        ? () => true
        : (stored: unknown) => isKeptFor(kept, stored);
  if (hasOwnCookies()) removeAllOwnCookies(keep);
  dropDraftValuesExcept(keep);
}

function readSnapshot(): SessionSnapshot {
  if (typeof document === 'undefined') return EMPTY;
  const read = readCookies();
  // No valid token (expired, unreadable, or dropped by the browser at its expiry): whatever else of
  // ours is left belongs to a session that is over, and goes.
  if (!read.token) forgetSessionData('every-owner');
  // Drafts whose pointer cookie has run out go as well, whether or not their form is opened again.
  else dropExpiredDraftValues();
  if (!read.token && snapshot.token) lastEnd ??= { reason: 'expired', claims: snapshot.claims };
  return read;
}

// Owned cookies (the stored user, drafts) carry whose they are: the token's tenant and user, and the
// person impersonated. Read from the cookies each time, so it is never a stale snapshot's.
export function cookieOwner(): CookieOwner | null {
  if (typeof document === 'undefined') return null;
  const { claims, impersonation } = readCookies();
  return claims ? { tenant: claims.tenant, user: claims.sub, actingAs: impersonation?.userId ?? null } : null;
}
setCookieOwnerSource(cookieOwner);

function sameSnapshot(a: SessionSnapshot, b: SessionSnapshot): boolean {
  return a.token === b.token && a.impersonation?.token === b.impersonation?.token;
}

// Whether the last change of session was read from the cookies (another tab logged in, switched or
// impersonated) rather than made by this tab's own login, switch or impersonation.
let changedElsewhere = false;

export function wasChangedElsewhere(): boolean {
  return changedElsewhere;
}

// Re-reads the cookies; listeners hear only real changes.
export function refreshSession(): SessionSnapshot {
  return takeSnapshot(true);
}

function takeSnapshot(elsewhere: boolean): SessionSnapshot {
  const next = readSnapshot();
  if (!sameSnapshot(next, snapshot)) {
    snapshot = next;
    changedElsewhere = elsewhere;
    listeners.forEach((listener) => listener());
  }
  return snapshot;
}

// Tenant, user and impersonated user: what a screen's data and a form's save belong to.
export function scopeOf(session: SessionSnapshot): string {
  const { claims, impersonation } = session;
  return claims ? `${claims.tenant}|${claims.sub}|${impersonation?.userId ?? ''}` : '';
}

export function getSession(): SessionSnapshot {
  if (snapshot === EMPTY) snapshot = readSnapshot();
  return snapshot;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getServerSession(): SessionSnapshot {
  return EMPTY;
}

const untilExpiry = (exp: number | undefined) => (exp ? { expires: new Date(exp * 1000) } : {});

// A login and an organisation switch both start here: nothing of the last session survives (its
// impersonation, stored user and drafts), only the new token is kept.
export function startSession(token: string): TokenClaims {
  const claims = decodeToken(token);
  if (!claims) throw new Error('The server returned a token without a tenant');
  forgetSessionData({ tenant: claims.tenant, user: claims.sub });
  // The cookie lives as long as the token does.
  writeCookie(TOKEN_COOKIE, token, untilExpiry(claims.exp));
  lastEnd = null;
  takeSnapshot(false);
  return claims;
}

function expiryOf(token: string): number | undefined {
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
}

export function startImpersonation(impersonation: Impersonation): void {
  // Both cookies end when the impersonation token does.
  const lifetime = untilExpiry(expiryOf(impersonation.token));
  writeCookie(IMPERSONATION_COOKIE, impersonation.token, lifetime);
  writeJsonCookie(
    IMPERSONATED_USER_COOKIE,
    { userId: impersonation.userId, name: impersonation.name },
    lifetime,
  );
  takeSnapshot(false);
}

export function stopImpersonation(): void {
  removeCookie(IMPERSONATION_COOKIE);
  removeCookie(IMPERSONATED_USER_COOKIE);
  takeSnapshot(false);
}

export function endSession(): void {
  lastEnd = { reason: 'logout', claims: snapshot.claims };
  forgetSessionData();
  takeSnapshot(false);
}

export function currentTenant(): string | null {
  return getSession().claims?.tenant ?? null;
}

// Query keys start with this, so one tenant's or one impersonation's data is never served to another.
export function sessionScope(): readonly [string, number | null] {
  const { claims, impersonation } = getSession();
  return [claims?.tenant ?? 'central', impersonation?.userId ?? null] as const;
}
