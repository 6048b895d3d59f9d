import { impersonationStartSchema } from '@/api/impersonation/impersonation.schemas';
import { organizationListSchema } from '@/api/organizations/organization.schemas';
import { decodeToken } from '@/api/session';
import { getTenantDb } from '@/mocks/db';
import { IMPERSONATION_REFUSED_MESSAGE } from '@/mocks/routing/authorize';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

describe('organizations', () => {
  it('the acme admin belongs to acme and globex; a globex-only user to globex', async () => {
    const list = organizationListSchema.parse(
      (await getAs('acme', 'organizations', await login('admin@acme.test'))).body,
    );
    expect(list.data.data.map((o) => o.tenant)).toEqual(['acme', 'globex']);
    expect(list.data).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
    const globex = organizationListSchema.parse(
      (await getAs('globex', 'organizations', await login('sale@globex.test'))).body,
    );
    expect(globex.data.data.map((o) => o.tenant)).toEqual(['globex']);
  });

  it('the url of the current tenant is /employees; of another a switch URL with a token for it', async () => {
    const token = await login('admin@acme.test');
    expect((await getAs('acme', 'organizations/1/url', token)).body).toEqual({ url: '/employees' });
    const { body } = await getAs('acme', 'organizations/2/url', token);
    const url = (body as { url: string }).url;
    expect(url).toMatch(/^\/organization-switch#token=/);
    const switched = url.slice(url.indexOf('=') + 1);
    expect(decodeToken(switched)).toMatchObject({
      tenant: 'globex',
      email: 'admin@acme.test',
      role: 'admin',
    });
    expect((await getAs('globex', 'user', switched)).status).toBe(200);
  });

  it('refuses every organisations call made while impersonating (403)', async () => {
    const admin = await login('admin@acme.test');
    const employee = (await getTenantDb('acme')).users.findFirst((q) =>
      q.where({ email: 'employee@acme.test' }),
    );
    const { token } = impersonationStartSchema.parse(
      (await getAs('acme', `impersonate/${employee?.id}/url`, admin)).body,
    );
    allowInvalidRequests();
    for (const path of [
      'organizations',
      'organizations?page=2',
      'organizations/1/url',
      'organizations/2/url',
    ]) {
      expect(await getAs('acme', path, admin, token), path).toEqual({
        status: 403,
        body: { message: IMPERSONATION_REFUSED_MESSAGE },
      });
    }
    // The same admin, no longer impersonating, may switch again.
    expect((await getAs('acme', 'organizations/2/url', admin)).status).toBe(200);
  });

  it('not a member → 403', async () => {
    expect((await getAs('acme', 'organizations/2/url', await login('sale@acme.test'))).status).toBe(403);
  });
});
