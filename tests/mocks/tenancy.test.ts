import { matchPath } from '@/mocks/routing/match-path';
import { apiBaseUrl } from '@/api/config';
import { getTenantDb } from '@/mocks/db';
import { identityOfUser } from '@/mocks/db/identities';
import { getCentralData } from '@/mocks/db/mock-db';
import { issueAccessToken } from '@/mocks/tokens';
import { allowInvalidRequests } from '../support/contract-check';
import { call, getAs, login, tenantUrl, setupMockApi } from '../support/mock-api';

setupMockApi();

describe('tenant checks', () => {
  it('a token of acme cannot read globex (403)', async () => {
    const token = await login('admin@acme.test');
    expect(await getAs('globex', 'user', token)).toEqual({
      status: 403,
      body: { message: 'This action is unauthorized.' },
    });
    expect((await getAs('globex', 'notifications', token)).status).toBe(403);
  });

  it('no token, a broken token or an expired token → 401 Unauthenticated.', async () => {
    const unauthenticated = { status: 401, body: { message: 'Unauthenticated.' } };
    expect(await call(tenantUrl('acme', 'user'))).toEqual(unauthenticated);
    expect(await getAs('acme', 'user', 'garbage')).toEqual(unauthenticated);
    const db = await getTenantDb('acme');
    const admin = db.users.findFirst((q) => q.where({ email: 'admin@acme.test' }));
    if (!admin) throw new Error('seed lost the acme admin');
    const identity = identityOfUser(getCentralData(), 'acme', admin.id);
    if (!identity) throw new Error('seed lost the acme admin’s identity');
    const nineHoursAgo = Date.now() - 9 * 60 * 60 * 1000;
    expect(
      await getAs('acme', 'user', await issueAccessToken(admin, 'acme', identity.id, nineHoursAgo)),
    ).toEqual(unauthenticated);
  });

  it('a token of an archived user no longer works', async () => {
    const token = await login('sale@acme.test');
    const db = await getTenantDb('acme');
    await db.users.update((q) => q.where({ email: 'sale@acme.test' }), {
      data(user) {
        user.archived = true;
      },
    });
    expect((await getAs('acme', 'user', token)).status).toBe(401);
  });

  it('lists the client tries without a token answer on a tenant host, and 401 without one', async () => {
    for (const path of ['positions', 'departments', 'seniorities', 'skills']) {
      expect((await call(tenantUrl('acme', path))).status).toBe(200);
      expect(await call(new URL(path, apiBaseUrl()).toString())).toEqual({
        status: 401,
        body: { message: 'Unauthenticated.' },
      });
    }
    // A token, when sent, is still checked.
    const globexToken = await login('admin@globex.test');
    expect((await getAs('acme', 'positions', globexToken)).status).toBe(403);
  });

  it('lists that need a token refuse without one', async () => {
    for (const path of [
      'notifications',
      'organizations',
      'currency-rates',
      'application-configs',
      'project-managers',
    ]) {
      expect((await call(tenantUrl('acme', path))).status).toBe(401);
    }
  });

  it('an unknown id is 404 Not found.', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect(await getAs('acme', 'impersonate/99999/url', token)).toEqual({
      status: 404,
      body: { message: 'Not found.' },
    });
    expect((await getAs('acme', 'organizations/abc/url', token)).status).toBe(404);
  });

  it('an id is digits only, so a word in its place never reaches a route with an id, whatever their order', () => {
    expect(matchPath('cv/:id', 'cv/enhance')).toBeNull();
    expect(matchPath('cv/:id', 'cv/12')).toEqual({ id: '12' });
    expect(matchPath('cv/:id', 'cv/enhance', { looseIds: true })).toEqual({ id: 'enhance' });
    expect(matchPath('central/employee-registration/:number', 'central/employee-registration/AB12')).toEqual({
      number: 'AB12',
    });
  });
});
