// @vitest-environment jsdom
import { can } from '@/api/permissions';
import {
  currentTenant,
  endSession,
  getSession,
  sessionScope,
  startImpersonation,
  startSession,
  stopImpersonation,
} from '@/api/session';
import { END_USER_COOKIE, readCookie, writeCookie } from '@/lib/cookies';
import { makeToken } from '../support/tokens';

beforeEach(() => endSession());

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
