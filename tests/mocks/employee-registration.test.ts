import { getTenantDb } from '@/mocks/db';
import { call, centralUrl, login, postJson, setupMockApi } from '../support/mock-api';

setupMockApi();

const PASSWORD = { password: 'new-password', password_confirmation: 'new-password' };

describe('employee registration (central)', () => {
  it('a valid number tells who is invited and where', async () => {
    expect(await call(centralUrl('employee-registration/REG-ACME-0001'))).toEqual({
      status: 200,
      body: {
        data: {
          number: 'REG-ACME-0001',
          email: 'levan.gelashvili@acme.test',
          first_name: 'Levan',
          last_name: 'Gelashvili',
          organization: 'Acme Consulting',
        },
      },
    });
    expect((await call(centralUrl('employee-registration/REG-GLOBEX-0001'))).body).toMatchObject({
      data: { organization: 'Globex Engineering', first_name: 'Bart' },
    });
  });

  it('an unknown number is a 404, a used one a 410, with messages to show', async () => {
    const notValid = { status: 404, body: { message: 'This registration link is not valid.' } };
    expect(await call(centralUrl('employee-registration/REG-ACME-9999'))).toEqual(notValid);
    expect(await call(centralUrl('employee-registration/REG-NOPE-0001'))).toEqual(notValid);
    expect(await call(centralUrl('employee-registration/whatever'))).toEqual(notValid);
    const used = { status: 410, body: { message: 'This registration link has already been used.' } };
    expect(await call(centralUrl('employee-registration/REG-ACME-0002'))).toEqual(used);
    expect(await call(centralUrl('employee-registration/REG-GLOBEX-0002'))).toEqual(used);
    expect((await postJson(centralUrl('employee-registration/REG-ACME-0002'), PASSWORD)).status).toBe(410);
  });

  it('submitting creates the employee, who can then sign in; the link is used up', async () => {
    const submitted = await postJson(centralUrl('employee-registration/REG-ACME-0001'), {
      birth_date: '1996-07-01',
      phone: '+995 577 12 12 12',
      location: 'Batumi',
      ...PASSWORD,
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
    expect((await call(centralUrl('employee-registration/REG-ACME-0001'))).status).toBe(410);
  });

  it('answers 422 on the fields', async () => {
    const bad = await postJson(centralUrl('employee-registration/REG-ACME-0001'), {
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
    expect((await postJson(centralUrl('employee-registration/REG-ACME-0001'), {})).body).toMatchObject({
      errors: { password: ['The password field is required.'] },
    });
    // Nothing was used up.
    expect((await call(centralUrl('employee-registration/REG-ACME-0001'))).status).toBe(200);
  });
});
