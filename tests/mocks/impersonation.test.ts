import { impersonationStartSchema } from '@/api/impersonation/impersonation.schemas';
import { currentUserResponseSchema } from '@/api/users/user.schemas';
import { getTenantDb } from '@/mocks/db';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

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
    const asSale = currentUserResponseSchema.parse((await getAs('acme', 'user', sale, token)).body);
    expect(asSale.data.email).toBe('sale@acme.test');
    // Nor does it pass for a bearer token.
    expect((await getAs('acme', 'user', token)).status).toBe(401);
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
