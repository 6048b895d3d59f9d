import { getTenantDb } from '@/mocks/db';
import { DEMO_REGISTRATION_TOKENS } from '@/mocks/db/seed-registrations';
import { allowInvalidRequests } from '../support/contract-check';
import { browserAtReferenceDate, call, centralUrl, login, postJson, setupMockApi } from '../support/mock-api';

setupMockApi();
// The seeded links were sent on the reference date: their 14 days are counted from it.
browserAtReferenceDate();

const ACME = DEMO_REGISTRATION_TOKENS.acme;
const GLOBEX = DEMO_REGISTRATION_TOKENS.globex;
const linkOf = (token: string) => centralUrl(`employee-registration/${token}`);

// The form as the client sends it: every detail, null when left blank, and the new password.
const NO_DETAILS = {
  birth_date: null,
  phone: null,
  personal_email: null,
  location: null,
  address: null,
  emergency_contact: null,
};
const PASSWORD = { ...NO_DETAILS, password: 'new-password', password_confirmation: 'new-password' };

describe('employee registration (central)', () => {
  it('a valid link tells who is invited and where, and does not repeat its token', async () => {
    expect(await call(linkOf(ACME.waiting))).toEqual({
      status: 200,
      body: {
        data: {
          email: 'levan.gelashvili@acme.test',
          first_name: 'Levan',
          last_name: 'Gelashvili',
          organization: 'Acme Consulting',
        },
      },
    });
    expect((await call(linkOf(GLOBEX.waiting))).body).toMatchObject({
      data: { organization: 'Globex Engineering', first_name: 'Bart' },
    });
  });

  it('an unknown or malformed token is a 404, a used one a 410, with messages to show', async () => {
    const notValid = { status: 404, body: { message: 'This registration link is not valid.' } };
    expect(await call(linkOf('A'.repeat(43)))).toEqual(notValid);
    expect(await call(linkOf('whatever'))).toEqual(notValid);
    // The old sequential numbers name nothing.
    expect(await call(linkOf('REG-ACME-0001'))).toEqual(notValid);
    // Tokens are case-sensitive: another case is another token.
    expect(await call(linkOf(ACME.waiting.toUpperCase()))).toEqual(notValid);
    const used = { status: 410, body: { message: 'This registration link has already been used.' } };
    expect(await call(linkOf(ACME.used))).toEqual(used);
    expect(await call(linkOf(GLOBEX.used))).toEqual(used);
    expect((await postJson(linkOf(ACME.used), PASSWORD)).status).toBe(410);
  });

  it('submitting creates the employee, who can then sign in; the link is used up', async () => {
    const submitted = await postJson(linkOf(ACME.waiting), {
      ...PASSWORD,
      birth_date: '1996-07-01',
      phone: '+995 577 12 12 12',
      location: 'Batumi',
    });
    expect(submitted).toEqual({
      status: 200,
      body: { message: 'Your registration is complete. You can now log in.' },
    });
    const person = (await getTenantDb('acme')).users.findFirst((q) =>
      q.where({ email: 'levan.gelashvili@acme.test' }),
    );
    expect(person).toMatchObject({
      role: 'employee',
      active: true,
      personal: { location: 'Batumi', birth_date: '1996-07-01' },
    });
    await expect(login('levan.gelashvili@acme.test', 'new-password')).resolves.toBeTruthy();
    expect((await call(linkOf(ACME.waiting))).status).toBe(410);
  });

  it('answers 422 on the fields', async () => {
    allowInvalidRequests();
    const bad = await postJson(linkOf(ACME.waiting), {
      birth_date: 'soon',
      personal_email: 'nope',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({
      errors: {
        birth_date: ['The birth date field must be a valid date.'],
        personal_email: ['The personal email field must be a valid email address.'],
        password: [
          'The password field confirmation does not match.',
          'The password field must be at least 8 characters.',
        ],
      },
    });
    expect((await postJson(linkOf(ACME.waiting), {})).body).toMatchObject({
      errors: { password: ['The password field is required.'] },
    });
    // Nothing was used up.
    expect((await call(linkOf(ACME.waiting))).status).toBe(200);
  });
});
