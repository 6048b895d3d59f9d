// @vitest-environment jsdom
import { can } from '@/api/permissions';
import {
  currentTenant,
  endSession,
  getSession,
  refreshSession,
  sessionScope,
  startImpersonation,
  startSession,
  stopImpersonation,
} from '@/api/session';
import {
  END_USER_COOKIE,
  isOwnCookie,
  readCookie,
  readJsonCookie,
  removeCookie,
  writeCookie,
  writeJsonCookie,
} from '@/lib/cookies';
import { makeToken } from '../support/tokens';

beforeEach(() => endSession());
afterEach(() => vi.useRealTimers());

const nowInSeconds = () => Math.floor(Date.now() / 1000);

// Our cookies by name, with their raw values.
function ourCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => pair.split('='))
      .filter(([name]) => name !== undefined && isOwnCookie(name))
      .map(([name, ...value]) => [name, decodeURIComponent(value.join('='))]),
  );
}

describe('the session', () => {
  it('keeps the token in the cookie named token and reads the tenant from its claim', () => {
    const token = makeToken({ tenant: 'acme', permissions: ['employee::update'] });
    startSession(token);
    expect(readCookie('token')).toBe(token);
    expect(currentTenant()).toBe('acme');
  });

  it('refuses a token without a tenant', () => {
    expect(() => startSession(makeToken({ tenant: undefined }))).toThrow();
    expect(getSession().token).toBeNull();
  });

  it('scopes query keys by tenant and impersonated user', () => {
    startSession(makeToken({ tenant: 'acme' }));
    expect(sessionScope()).toEqual(['acme', null]);
    startImpersonation({ userId: 9, name: 'Ann', token: 'imp' });
    expect(sessionScope()).toEqual(['acme', 9]);
    stopImpersonation();
    expect(sessionScope()).toEqual(['acme', null]);
  });

  it('keeps the impersonation token in a cookie until it is stopped', () => {
    startSession(makeToken({ tenant: 'acme' }));
    startImpersonation({ userId: 9, name: 'Ann', token: 'imp' });
    expect(readCookie('impersonation-token')).toBe('imp');
    expect(getSession().impersonation).toEqual({ userId: 9, name: 'Ann', token: 'imp' });
    stopImpersonation();
    expect(readCookie('impersonation-token')).toBeUndefined();
  });

  it('log out removes every cookie of ours, drafts included, and leaves others alone', () => {
    startSession(makeToken({ tenant: 'acme' }));
    startImpersonation({ userId: 9, name: 'Ann', token: 'imp' });
    writeCookie(END_USER_COOKIE, '{}');
    writeCookie('draft-add-employee', '[]');
    writeCookie('unrelated', 'keep');
    endSession();
    for (const name of [
      'token',
      'end-user',
      'impersonation-token',
      'impersonated-user',
      'draft-add-employee',
    ]) {
      expect(readCookie(name), name).toBeUndefined();
    }
    expect(readCookie('unrelated')).toBe('keep');
    expect(getSession()).toEqual({ token: null, claims: null, impersonation: null });
  });
});

describe('one session leaves nothing to the next (security review 17)', () => {
  const leftovers = () => {
    startImpersonation({ userId: 9, name: 'Ann', token: 'imp' });
    writeJsonCookie(END_USER_COOKIE, { id: 1, email: 'admin@acme.test' });
    writeJsonCookie('draft-add-employee', { version: 1, values: {} });
    writeCookie('unrelated', 'keep');
  };

  it('startSession clears the impersonation cookies', () => {
    startSession(makeToken({ tenant: 'acme' }));
    startImpersonation({ userId: 9, name: 'Ann', token: 'imp' });
    startSession(makeToken({ tenant: 'globex' }));
    expect(readCookie('impersonation-token')).toBeUndefined();
    expect(readCookie('impersonated-user')).toBeUndefined();
    expect(getSession().impersonation).toBeNull();
  });

  it('a new login or an organisation switch keeps no cookie of ours but the new token', () => {
    startSession(makeToken({ tenant: 'acme', sub: '1' }));
    leftovers();
    const next = makeToken({ tenant: 'globex', sub: '1' });
    startSession(next);
    expect(ourCookies()).toEqual({ token: next });
    expect(readCookie('unrelated')).toBe('keep');
  });

  it('a token whose tenant is no host name fails closed: no session, every cookie of ours cleared but drafts', () => {
    startSession(makeToken({ tenant: 'acme' }));
    leftovers();
    document.cookie = `token=${makeToken({ tenant: 'evil.com/' })}; path=/`;
    expect(refreshSession()).toEqual({ token: null, claims: null, impersonation: null });
    // A draft stays for its 5 days (SPEC §9), readable only by its owner, until someone else signs in.
    expect(Object.keys(ourCookies())).toEqual(['draft-add-employee']);
    expect(() => startSession(makeToken({ tenant: 'a.b' }))).toThrow();
  });

  it('an expired token clears every cookie of ours but drafts', () => {
    startSession(makeToken({ tenant: 'acme' }));
    leftovers();
    // The token ran out while the tab was away: the cookie is still there, its exp is past.
    document.cookie = `token=${makeToken({ tenant: 'acme', exp: nowInSeconds() - 60 })}; path=/`;
    expect(refreshSession()).toEqual({ token: null, claims: null, impersonation: null });
    // A draft stays for its 5 days (SPEC §9), readable only by its owner, until someone else signs in.
    expect(Object.keys(ourCookies())).toEqual(['draft-add-employee']);
    expect(readCookie('unrelated')).toBe('keep');
  });

  it('a token cookie the browser dropped at its expiry takes the rest of the session with it', () => {
    startSession(makeToken({ tenant: 'acme' }));
    leftovers();
    removeCookie('token');
    refreshSession();
    // A draft stays for its 5 days (SPEC §9), readable only by its owner, until someone else signs in.
    expect(Object.keys(ourCookies())).toEqual(['draft-add-employee']);
  });

  it('the stored user and drafts are read back only by the session that wrote them', () => {
    startSession(makeToken({ tenant: 'acme', sub: '1' }));
    writeJsonCookie(END_USER_COOKIE, { email: 'admin@acme.test' });
    writeJsonCookie('draft-add-employee', { version: 1 });
    expect(readJsonCookie(END_USER_COOKIE)).toEqual({ email: 'admin@acme.test' });
    // Acting as someone else: the admin's own user and drafts are not theirs.
    startImpersonation({ userId: 9, name: 'Ann', token: 'imp' });
    expect(readJsonCookie(END_USER_COOKIE)).toBeUndefined();
    expect(readJsonCookie('draft-add-employee')).toBeUndefined();
    stopImpersonation();
    expect(readJsonCookie(END_USER_COOKIE)).toEqual({ email: 'admin@acme.test' });
    // Another tab put another person's token in the jar without clearing (an older version did).
    document.cookie = `token=${makeToken({ tenant: 'acme', sub: '2' })}; path=/`;
    expect(readJsonCookie(END_USER_COOKIE)).toBeUndefined();
    document.cookie = `token=${makeToken({ tenant: 'globex', sub: '1' })}; path=/`;
    expect(readJsonCookie('draft-add-employee')).toBeUndefined();
  });

  it('what a session stored is no longer read once its token has run out, though the cookie stays', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A cookie without its own expiry: only the token's exp says the session is over.
    document.cookie = `token=${makeToken({ tenant: 'acme', sub: '1', exp: nowInSeconds() + 60 })}; path=/`;
    writeJsonCookie(END_USER_COOKIE, { email: 'admin@acme.test' });
    expect(readJsonCookie(END_USER_COOKIE)).toEqual({ email: 'admin@acme.test' });
    vi.setSystemTime(Date.now() + 120_000);
    expect(readJsonCookie(END_USER_COOKIE)).toBeUndefined();
  });

  it('the impersonation cookies expire with the impersonation token', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    startSession(makeToken({ tenant: 'acme', exp: nowInSeconds() + 3 * 3600 }));
    startImpersonation({
      userId: 9,
      name: 'Ann',
      token: makeToken({ sub: '9', exp: nowInSeconds() + 3600 }),
    });
    vi.setSystemTime(Date.now() + 3600_000 - 5_000);
    expect(readCookie('impersonation-token')).toBeDefined();
    expect(readCookie('impersonated-user')).toBeDefined();
    vi.setSystemTime(Date.now() + 10_000);
    expect(readCookie('impersonation-token')).toBeUndefined();
    expect(readCookie('impersonated-user')).toBeUndefined();
    expect(refreshSession().impersonation).toBeNull();
    // The login itself lasts longer.
    expect(getSession().token).not.toBeNull();
  });
});

describe('can(permission)', () => {
  it('grants what the token lists', () => {
    expect(can('employee::update', { claims: { permissions: ['employee::update'] } })).toBe(true);
  });

  it('grants what the session user lists', () => {
    expect(
      can('employee::update', { claims: { permissions: [] }, userPermissions: ['employee::update'] }),
    ).toBe(true);
  });

  it('refuses what neither lists', () => {
    expect(can('employee::update', { claims: null, userPermissions: ['invoice::view'] })).toBe(false);
  });
});
