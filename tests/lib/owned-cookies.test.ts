// @vitest-environment jsdom
import type { CookieOwner } from '@/lib/cookie-owner';
import {
  END_USER_COOKIE,
  readCookie,
  readJsonCookie,
  cookieOwnerNow,
  setCookieOwnerSource,
  writeJsonCookie,
  writeJsonCookieFor,
} from '@/lib/cookies';
import { draftCookieName } from '@/lib/drafts';

let owner: CookieOwner | null = { tenant: 'acme', user: '1', actingAs: null };
let restore: () => void;
beforeEach(() => {
  owner = { tenant: 'acme', user: '1', actingAs: null };
  restore = setCookieOwnerSource(() => owner);
});
afterEach(() => restore());

describe('the end-user cookie and drafts are keyed by tenant and user (security review 17, finding C)', () => {
  it('keep the names the SPEC gives, with the owner inside the value', () => {
    writeJsonCookie(END_USER_COOKIE, { email: 'admin@acme.test' });
    writeJsonCookie(draftCookieName('skills'), [{ id: null, localId: 'a', name: 'Go' }]);
    expect(JSON.parse(readCookie('end-user') ?? '')).toEqual({
      owner: { tenant: 'acme', user: '1', actingAs: null },
      value: { email: 'admin@acme.test' },
    });
    expect(JSON.parse(readCookie('draft-skills') ?? '')).toMatchObject({
      owner: { tenant: 'acme', user: '1' },
    });
    expect(readJsonCookie(END_USER_COOKIE)).toEqual({ email: 'admin@acme.test' });
    expect(readJsonCookie(draftCookieName('skills'))).toEqual([{ id: null, localId: 'a', name: 'Go' }]);
  });

  it.each([
    ['another tenant', { tenant: 'globex', user: '1', actingAs: null }],
    ['another user', { tenant: 'acme', user: '2', actingAs: null }],
    ['an impersonation', { tenant: 'acme', user: '1', actingAs: 3 }],
    ['no session', null],
  ])('are ignored by %s', (_label, other) => {
    writeJsonCookie(END_USER_COOKIE, { email: 'admin@acme.test' });
    writeJsonCookie(draftCookieName('add-employee'), { version: 1, values: { first_name: 'Tamar' } });
    writeJsonCookie(draftCookieName('skills'), [{ id: null, localId: 'a', name: 'Go' }]);
    owner = other;
    expect(readJsonCookie(END_USER_COOKIE)).toBeUndefined();
    expect(readJsonCookie(draftCookieName('add-employee'))).toBeUndefined();
    expect(readJsonCookie(draftCookieName('skills'))).toBeUndefined();
  });

  it('a value without an owner, as an older version wrote it, is ignored', () => {
    document.cookie = `end-user=${encodeURIComponent('{"email":"admin@acme.test"}')}; path=/`;
    document.cookie = `draft-skills=${encodeURIComponent('[{"id":null,"localId":"a"}]')}; path=/`;
    expect(readJsonCookie(END_USER_COOKIE)).toBeUndefined();
    expect(readJsonCookie(draftCookieName('skills'))).toBeUndefined();
  });

  it('nothing is stored for nobody: without a session an owned cookie is not written', () => {
    owner = null;
    writeJsonCookie(END_USER_COOKIE, { email: 'admin@acme.test' });
    expect(readCookie(END_USER_COOKIE)).toBeUndefined();
  });

  it('other JSON cookies are stored as they are', () => {
    writeJsonCookie('impersonated-user', { userId: 9, name: 'Ann' });
    expect(JSON.parse(readCookie('impersonated-user') ?? '')).toEqual({ userId: 9, name: 'Ann' });
  });

  it('an answer fetched for one session is not stored once the session has changed (impersonation stopped mid-request)', () => {
    owner = { tenant: 'acme', user: '1', actingAs: 3 };
    const askedFor = cookieOwnerNow();
    owner = { tenant: 'acme', user: '1', actingAs: null };
    writeJsonCookieFor(askedFor, END_USER_COOKIE, { email: 'impersonated@acme.test' });
    expect(readCookie(END_USER_COOKIE)).toBeUndefined();
    writeJsonCookieFor(cookieOwnerNow(), END_USER_COOKIE, { email: 'admin@acme.test' });
    expect(readJsonCookie(END_USER_COOKIE)).toEqual({ email: 'admin@acme.test' });
  });
});
