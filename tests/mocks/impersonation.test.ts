import { impersonationStartSchema } from '@/api/impersonation/impersonation.schemas';
import { currentUserResponseSchema } from '@/api/users/user.schemas';
import { getTenantDb } from '@/mocks/db';
import { ADMIN_TARGET_MESSAGE } from '@/mocks/handlers/impersonation';
import { IMPERSONATION_INVALID_MESSAGE } from '@/mocks/routing/authorize';
import { ACCESS_TOKEN_TTL_SECONDS, issueImpersonationToken } from '@/mocks/tokens';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

async function promoteToAdmin(email: string): Promise<void> {
  await (
    await getTenantDb('acme')
  ).users.update((q) => q.where({ email }), {
    data(user) {
      user.role = 'admin';
    },
  });
}

async function acmeUserId(email: string): Promise<number> {
  const user = (await getTenantDb('acme')).users.findFirst((q) => q.where({ email }));
  if (!user) throw new Error(`no ${email} in acme`);
  return user.id;
}

describe('impersonation', () => {
  it('changes GET user to the impersonated user while the token is sent', async () => {
    const admin = await login('admin@acme.test');
    const employeeId = await acmeUserId('employee@acme.test');
    const started = await getAs('acme', `impersonate/${employeeId}/url`, admin);
    expect(started.status).toBe(200);
    const { url, token } = impersonationStartSchema.parse(started.body);
    expect(url).toBe('/employees');

    const asEmployee = currentUserResponseSchema.parse((await getAs('acme', 'user', admin, token)).body);
    expect(asEmployee.data).toMatchObject({ id: employeeId, email: 'employee@acme.test', role: 'employee' });
    const asAdmin = currentUserResponseSchema.parse((await getAs('acme', 'user', admin)).body);
    expect(asAdmin.data.email).toBe('admin@acme.test');

    expect((await getAs('acme', `cancel-impersonate/${employeeId}/url`, admin, token)).body).toEqual({
      url: '/employees',
    });
  });

  it("an impersonation token works only with its impersonator's bearer token", async () => {
    const admin = await login('admin@acme.test');
    const { token } = impersonationStartSchema.parse(
      (await getAs('acme', `impersonate/${await acmeUserId('employee@acme.test')}/url`, admin)).body,
    );
    const sale = await login('sale@acme.test');
    // Someone else's impersonation token is refused, not ignored (security review, finding B).
    expect(await getAs('acme', 'user', sale, token)).toEqual({
      status: 401,
      body: { message: IMPERSONATION_INVALID_MESSAGE },
    });
    // Nor does it pass for a bearer token.
    expect((await getAs('acme', 'user', token)).status).toBe(401);
  });

  it('a bad or expired impersonation token is answered 401', async () => {
    const admin = await login('admin@acme.test');
    const adminId = await acmeUserId('admin@acme.test');
    const employeeId = await acmeUserId('employee@acme.test');
    const expired = await issueImpersonationToken(
      adminId,
      employeeId,
      'acme',
      Date.now() - ACCESS_TOKEN_TTL_SECONDS * 1000 - 60_000,
    );
    const otherTenant = await issueImpersonationToken(adminId, employeeId, 'globex');
    for (const [label, token] of [
      ['garbage', 'not-a-token'],
      ['expired', expired],
      ["another tenant's", otherTenant],
      ['a bearer token', admin],
    ]) {
      expect(await getAs('acme', 'user', admin, token), label).toEqual({
        status: 401,
        body: { message: IMPERSONATION_INVALID_MESSAGE },
      });
    }
    // A valid one still works.
    const valid = await issueImpersonationToken(adminId, employeeId, 'acme');
    expect((await getAs('acme', 'user', admin, valid)).status).toBe(200);
  });

  it('an admin cannot impersonate another admin (403 with a message)', async () => {
    await promoteToAdmin('sale@acme.test');
    const admin = await login('admin@acme.test');
    const refused = await getAs('acme', `impersonate/${await acmeUserId('sale@acme.test')}/url`, admin);
    expect(refused).toEqual({ status: 403, body: { message: ADMIN_TARGET_MESSAGE } });
    expect(
      (await getAs('acme', `impersonate/${await acmeUserId('employee@acme.test')}/url`, admin)).status,
    ).toBe(200);
  });

  it("needs 'user::impersonate' (403) and cannot target yourself (422)", async () => {
    const employee = await login('employee@acme.test');
    expect(
      (await getAs('acme', `impersonate/${await acmeUserId('sale@acme.test')}/url`, employee)).status,
    ).toBe(403);
    const admin = await login('admin@acme.test');
    const self = await getAs('acme', `impersonate/${await acmeUserId('admin@acme.test')}/url`, admin);
    expect(self).toEqual({ status: 422, body: { message: 'You cannot impersonate yourself.' } });
  });
});
