import { decodeToken } from '@/api/session';
import { ROLE_PERMISSIONS } from '@/lib/demo-accounts';
import { centralUrl, login, postJson, setupMockApi } from '../support/mock-api';

setupMockApi();

describe('central auth', () => {
  it('login issues a JWT with the tenant claim the client can read', async () => {
    const claims = decodeToken(await login('sale@globex.test'));
    expect(claims).toMatchObject({ tenant: 'globex', email: 'sale@globex.test', role: 'sale' });
    expect(claims?.permissions).toEqual(ROLE_PERMISSIONS.sale);
    // Eight hours.
    expect((claims?.exp ?? 0) - (claims?.iat ?? 0)).toBe(8 * 60 * 60);
  });

  it("a wrong password gives Laravel's 422", async () => {
    const { status, body } = await postJson(centralUrl('login'), {
      email: 'admin@acme.test',
      password: 'nope',
    });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('blank fields are required, with the count of the other errors in the message', async () => {
    const { status, body } = await postJson(centralUrl('login'), { email: ' ', password: '' });
    expect(status).toBe(422);
    expect(body).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });

  it('forgot-password knows only existing e-mails', async () => {
    expect(
      await postJson(centralUrl('forgot-password'), { email: 'employee@acme.test', tenant: true }),
    ).toEqual({
      status: 200,
      body: { message: 'We have emailed your password reset link.' },
    });
    const unknown = await postJson(centralUrl('forgot-password'), {
      email: 'nobody@acme.test',
      tenant: true,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      errors: { email: ["We can't find a user with that email address."] },
    });
  });

  it('reset-password with the demo token changes the password; a wrong token or confirmation is a 422', async () => {
    const reset = {
      token: 'demo-reset-token',
      email: 'employee@acme.test',
      password: 'new-secret-1',
      password_confirmation: 'new-secret-1',
    };
    const wrongToken = await postJson(centralUrl('reset-password'), { ...reset, token: 'stale' });
    expect(wrongToken.body).toMatchObject({ errors: { email: ['This password reset token is invalid.'] } });
    const mismatch = await postJson(centralUrl('reset-password'), {
      ...reset,
      password_confirmation: 'other',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toMatchObject({
      errors: { password: ['The password field confirmation does not match.'] },
    });

    expect(await postJson(centralUrl('reset-password'), reset)).toEqual({
      status: 200,
      body: { message: 'Your password has been reset.' },
    });
    await expect(login('employee@acme.test')).rejects.toThrow('422');
    expect(decodeToken(await login('employee@acme.test', 'new-secret-1'))?.tenant).toBe('acme');
  });

  it('verifies an e-mail unless the signature is invalid, and resends the link', async () => {
    const verify = await fetch(centralUrl('email/verify/3/abc?expires=1&signature=x'));
    expect(await verify.json()).toEqual({ message: 'Your e-mail address is verified.' });
    const invalid = await fetch(centralUrl('email/verify/3/invalid'));
    expect(invalid.status).toBe(403);
    expect(await invalid.json()).toEqual({ message: 'Invalid signature.' });
    expect(
      (await postJson(centralUrl('email/verification-notification'), { email: 'sale@acme.test' })).body,
    ).toEqual({
      message: 'A new verification link has been sent.',
    });
  });
});
