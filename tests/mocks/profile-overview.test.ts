import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { login, sendAs, setupMockApi } from '../support/mock-api';
import { ADMIN_ID } from './profile-people';

setupMockApi();

async function hiredPersonId(): Promise<number> {
  const person = (await getTenantDb('acme')).users.findFirst((q) => q.where({ stage: 'hired' }));
  if (!person) throw new Error('The seed has nobody hired');
  return person.id;
}

const storedUser = async (id: number) => (await getTenantDb('acme')).users.findFirst((q) => q.where({ id }));

describe('PATCH brief-intro/{id}', () => {
  it('stores the intro trimmed; a blank one becomes null', async () => {
    const token = await login('admin@acme.test');
    const saved = await sendAs('acme', 'PATCH', `brief-intro/${ADMIN_ID}`, token, {
      brief_intro: '  Leads the platform team.  ',
    });
    expect(saved).toEqual({ status: 200, body: { data: { brief_intro: 'Leads the platform team.' } } });
    expect((await storedUser(ADMIN_ID))?.brief_intro).toBe('Leads the platform team.');
    const profile = await sendAs('acme', 'GET', `user/${ADMIN_ID}`, token);
    expect(profile.body).toMatchObject({ data: { brief_intro: 'Leads the platform team.' } });

    const cleared = await sendAs('acme', 'PATCH', `brief-intro/${ADMIN_ID}`, token, { brief_intro: ' ' });
    expect(cleared.body).toEqual({ data: { brief_intro: null } });
    expect((await storedUser(ADMIN_ID))?.brief_intro).toBeNull();
  });

  it('answers 422 on brief_intro beyond 1000 characters and keeps the old intro', async () => {
    const token = await login('admin@acme.test');
    const before = (await storedUser(ADMIN_ID))?.brief_intro;
    const { status, body } = await sendAs('acme', 'PATCH', `brief-intro/${ADMIN_ID}`, token, {
      brief_intro: 'x'.repeat(1001),
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: { brief_intro: ['The brief intro field must not be greater than 1000 characters.'] },
    });
    expect((await storedUser(ADMIN_ID))?.brief_intro).toBe(before);
  });

  it('goes through the edit gate: 403 with the reason for a hired person or without employee::update', async () => {
    const admin = await login('admin@acme.test');
    const hired = await hiredPersonId();
    const refused = await sendAs('acme', 'PATCH', `brief-intro/${hired}`, admin, { brief_intro: 'New' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: expect.stringContaining('“hired”') });

    const sale = await login('sale@acme.test');
    const denied = await sendAs('acme', 'PATCH', `brief-intro/${ADMIN_ID}`, sale, { brief_intro: 'New' });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual({ message: expect.stringContaining('employee::update') });
  });

  it('answers 404 for an unknown person', async () => {
    const token = await login('admin@acme.test');
    expect((await sendAs('acme', 'PATCH', 'brief-intro/99999', token, { brief_intro: 'x' })).status).toBe(
      404,
    );
  });
});

describe('POST user-enhance/{id}', () => {
  it('rewrites the text with the person’s seniority, position, department, years and key skills', async () => {
    const token = await login('admin@acme.test');
    const before = (await storedUser(ADMIN_ID))?.brief_intro;
    const { status, body } = await sendAs('acme', 'POST', `user-enhance/${ADMIN_ID}`, token, {
      field: 'brief_intro',
      text: '  i build   web apps .  clients like my work',
    });
    expect(status).toBe(200);
    // The seeded admin: a Junior grade, HR Manager in Human Resources since 2023-05-15 (today 2025-05-15),
    // strongest in Scrum, Node.js and Kubernetes.
    expect(body).toEqual({
      data: {
        suggestion:
          'Junior HR Manager in Human Resources with 2 years at the company. I build web apps. ' +
          'Clients like my work. Key skills: Scrum, Node.js and Kubernetes.',
      },
    });
    // Nothing is stored: the intro changes only when the client saves it.
    expect((await storedUser(ADMIN_ID))?.brief_intro).toBe(before);
  });

  it('is deterministic, and enhancing a suggestion again gives the same text', async () => {
    const token = await login('admin@acme.test');
    const ask = async (text: string) =>
      (
        (await sendAs('acme', 'POST', `user-enhance/${ADMIN_ID}`, token, { field: 'brief_intro', text }))
          .body as { data: { suggestion: string } }
      ).data.suggestion;
    const first = await ask('Enjoys hard problems');
    expect(await ask('Enjoys hard problems')).toBe(first);
    expect(await ask(first)).toBe(first);
  });

  it('answers 422 on an empty text and on an unknown field', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const empty = await sendAs('acme', 'POST', `user-enhance/${ADMIN_ID}`, token, {
      field: 'brief_intro',
      text: '   ',
    });
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ errors: { text: ['The text field is required.'] } });
    const unknown = await sendAs('acme', 'POST', `user-enhance/${ADMIN_ID}`, token, {
      field: 'password',
      text: 'x',
    });
    expect(unknown.body).toMatchObject({ errors: { field: ['The selected field is invalid.'] } });
  });

  it('goes through the edit gate (403) and answers 404 for an unknown person', async () => {
    const sale = await login('sale@acme.test');
    const body = { field: 'brief_intro', text: 'Hello' };
    expect((await sendAs('acme', 'POST', `user-enhance/${ADMIN_ID}`, sale, body)).status).toBe(403);
    const admin = await login('admin@acme.test');
    expect((await sendAs('acme', 'POST', `user-enhance/${await hiredPersonId()}`, admin, body)).status).toBe(
      403,
    );
    expect((await sendAs('acme', 'POST', 'user-enhance/99999', admin, body)).status).toBe(404);
  });
});

describe('PATCH user-profile-sections/{id}', () => {
  it('stores the person’s choices, merged with earlier ones, and the profile shows them', async () => {
    const token = await login('admin@acme.test');
    const first = await sendAs('acme', 'PATCH', `user-profile-sections/${ADMIN_ID}`, token, {
      sections: [{ id: 3, status: false }],
    });
    expect(first).toEqual({ status: 200, body: { data: [{ id: 3, status: false }] } });
    const second = await sendAs('acme', 'PATCH', `user-profile-sections/${ADMIN_ID}`, token, {
      sections: [
        { id: 1, status: false },
        { id: 3, status: true },
      ],
    });
    expect(second.body).toEqual({
      data: [
        { id: 1, status: false },
        { id: 3, status: true },
      ],
    });
    const profile = await sendAs('acme', 'GET', `user/${ADMIN_ID}`, token);
    expect(profile.body).toMatchObject({
      data: {
        profile_sections: [
          { id: 1, status: false },
          { id: 3, status: true },
        ],
      },
    });
  });

  it('answers 422 for a missing list, an unknown section and a status that is not a boolean', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const missing = await sendAs('acme', 'PATCH', `user-profile-sections/${ADMIN_ID}`, token, {});
    expect(missing.body).toMatchObject({ errors: { sections: ['The sections field is required.'] } });
    const wrong = await sendAs('acme', 'PATCH', `user-profile-sections/${ADMIN_ID}`, token, {
      sections: [{ id: 99, status: 'maybe' }],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      errors: {
        'sections.0.id': ['The selected sections.0.id is invalid.'],
        'sections.0.status': ['The sections.0.status field must be true or false.'],
      },
    });
    expect((await storedUser(ADMIN_ID))?.profile_sections).toEqual([]);
  });

  it('goes through the edit gate (403) and answers 404 for an unknown person', async () => {
    const body = { sections: [{ id: 1, status: false }] };
    const sale = await login('sale@acme.test');
    expect((await sendAs('acme', 'PATCH', `user-profile-sections/${ADMIN_ID}`, sale, body)).status).toBe(403);
    const admin = await login('admin@acme.test');
    const hired = await hiredPersonId();
    expect((await sendAs('acme', 'PATCH', `user-profile-sections/${hired}`, admin, body)).status).toBe(403);
    expect((await storedUser(hired))?.profile_sections).toEqual([]);
    expect((await sendAs('acme', 'PATCH', 'user-profile-sections/99999', admin, body)).status).toBe(404);
  });
});

describe('POST profile-sections/{id}', () => {
  const departmentsOf = async (token: string, sectionId: number) => {
    const { body } = await sendAs('acme', 'GET', 'profile-sections', token);
    return (body as { data: { id: number; departments: unknown[] }[] }).data.find(
      (row) => row.id === sectionId,
    )?.departments;
  };

  it('sets a department’s status, replacing an earlier one, and the list shows it', async () => {
    const token = await login('admin@acme.test');
    const off = await sendAs('acme', 'POST', 'profile-sections/2', token, {
      department_id: 1,
      status: false,
    });
    expect(off).toEqual({
      status: 200,
      body: {
        data: { id: 2, key: 'skills', name: 'Skills', departments: [{ department_id: 1, status: false }] },
      },
    });
    await sendAs('acme', 'POST', 'profile-sections/2', token, { department_id: 1, status: true });
    expect(await departmentsOf(token, 2)).toEqual([{ department_id: 1, status: true }]);
  });

  it('answers 422 for an unknown department or a missing status, 404 for an unknown section', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const unknown = await sendAs('acme', 'POST', 'profile-sections/2', token, {
      department_id: 999,
      status: true,
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      errors: { department_id: ['The selected department id is invalid.'] },
    });
    const missing = await sendAs('acme', 'POST', 'profile-sections/2', token, { department_id: 1 });
    expect(missing.body).toMatchObject({ errors: { status: ['The status field is required.'] } });
    expect(await departmentsOf(token, 2)).toEqual([]);
    const none = await sendAs('acme', 'POST', 'profile-sections/99', token, {
      department_id: 1,
      status: true,
    });
    expect(none.status).toBe(404);
  });

  it('needs settings::manage', async () => {
    const token = await login('sale@acme.test');
    const refused = await sendAs('acme', 'POST', 'profile-sections/2', token, {
      department_id: 1,
      status: false,
    });
    expect(refused.status).toBe(403);
    expect(await departmentsOf(await login('admin@acme.test'), 2)).toEqual([]);
  });
});
