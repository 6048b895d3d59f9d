import { AVATAR_MAX_BYTES } from '@/api/users/user-create.schemas';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { bearer, call, login, sendAs, setupMockApi, tenantUrl } from '../support/mock-api';

setupMockApi();

const NEW_PERSON = {
  first_name: 'Ana',
  last_name: 'Tsereteli',
  email: 'ana.tsereteli@acme.test',
  role: 'employee',
  title: 'Engineer',
};

async function createPerson(token: string): Promise<number> {
  const { status, body } = await sendAs('acme', 'POST', 'user', token, NEW_PERSON);
  expect(status).toBe(201);
  return (body as { data: { id: number } }).data.id;
}

// A multipart body built by hand: the test DOM's FormData and File do not reach the mock intact.
function multipart(field: string, file: { name: string; type: string; bytes: Uint8Array }) {
  const boundary = '----mock-test-boundary';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + file.bytes.length + tail.length);
  body.set(head, 0);
  body.set(file.bytes, head.length);
  body.set(tail, head.length + file.bytes.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function uploadAvatar(
  token: string,
  id: number,
  file: { name: string; type: string; bytes: Uint8Array },
) {
  const { body, contentType } = multipart('avatar', file);
  return call(tenantUrl('acme', `user-avatar/${id}`), {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': contentType },
    body,
  });
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

describe('POST user', () => {
  it('creates a person who shows in the list but cannot sign in yet', async () => {
    const token = await login('admin@acme.test');
    // The next id after everyone seeded (staff and recruitment's candidates).
    const expectedId =
      (await getTenantDb('acme')).users.all().reduce((max, user) => Math.max(max, user.id), 0) + 1;
    const id = await createPerson(token);
    const stored = (await getTenantDb('acme')).users.findFirst((q) => q.where({ id }));
    expect(stored).toMatchObject({
      name: 'Ana Tsereteli',
      role: 'employee',
      permissions: ['employee::view'],
      archived: false,
      title: 'Engineer',
    });
    expect(id).toBe(expectedId);
    const list = await sendAs('acme', 'GET', 'users?per_page=all', token);
    expect((list.body as { data: { id: number }[] }).data.some((row) => row.id === id)).toBe(true);
  });

  it('answers Laravel 422s: required, e-mail format, taken e-mail, role', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const empty = await sendAs('acme', 'POST', 'user', token, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      message: 'The first name field is required. (and 3 more errors)',
      errors: {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        email: ['The email field is required.'],
        role: ['The role field is required.'],
      },
    });
    const invalid = await sendAs('acme', 'POST', 'user', token, {
      ...NEW_PERSON,
      email: 'nope',
      role: 'boss',
    });
    expect(invalid.body).toMatchObject({
      errors: {
        email: ['The email field must be a valid email address.'],
        role: ['The selected role is invalid.'],
      },
    });
    const taken = await sendAs('acme', 'POST', 'user', token, { ...NEW_PERSON, email: 'SALE@acme.test' });
    expect(taken.body).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    });
  });

  it('needs employee::create', async () => {
    expect((await sendAs('acme', 'POST', 'user', await login('sale@acme.test'), NEW_PERSON)).status).toBe(
      403,
    );
  });
});

describe('personal information and employment details', () => {
  it('stores both; blanks become null; the title follows the position when there is none', async () => {
    const token = await login('admin@acme.test');
    const id = await createPerson(token);
    const personal = await sendAs('acme', 'POST', `user-personal-information/${id}`, token, {
      birth_date: '1994-02-03',
      phone: '+995 599 00 11 22',
      personal_email: '',
      location: 'Tbilisi',
      address: null,
      emergency_contact: ' ',
    });
    expect(personal).toEqual({
      status: 200,
      body: {
        data: {
          birth_date: '1994-02-03',
          phone: '+995 599 00 11 22',
          personal_email: null,
          location: 'Tbilisi',
          address: null,
          emergency_contact: null,
        },
      },
    });
    const employment = await sendAs('acme', 'POST', `user-employment-details/${id}`, token, {
      position_id: 2,
      department_id: 2,
      seniority_id: 3,
      employment_type_id: 1,
      start_date: '2025-06-01',
      is_billable: true,
      weekly_hours: 40,
    });
    expect(employment.body).toEqual({
      data: {
        position_id: 2,
        department_id: 2,
        seniority_id: 3,
        employment_type_id: 1,
        start_date: '2025-06-01',
        is_billable: true,
        weekly_hours: 40,
      },
    });
    const stored = (await getTenantDb('acme')).users.findFirst((q) => q.where({ id }));
    expect(stored).toMatchObject({
      position_id: 2,
      is_billable: true,
      weekly_hours: 40,
      title: 'Engineer',
      personal: { location: 'Tbilisi' },
    });
  });

  it('answers 422 on the fields of each call', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const id = await createPerson(token);
    // Every field, as the client sends them (a body without them is refused).
    const blank = { location: null, address: null, emergency_contact: null };
    const personal = await sendAs('acme', 'POST', `user-personal-information/${id}`, token, {
      ...blank,
      birth_date: '1994-13-40',
      phone: 'call me',
      personal_email: 'nope',
    });
    expect(personal.body).toMatchObject({
      errors: {
        birth_date: ['The birth date field must be a valid date.'],
        phone: ['The phone field format is invalid.'],
        personal_email: ['The personal email field must be a valid email address.'],
      },
    });
    const ancient = await sendAs('acme', 'POST', `user-personal-information/${id}`, token, {
      ...blank,
      birth_date: '1700-01-01',
      phone: null,
      personal_email: null,
    });
    expect(ancient.body).toMatchObject({
      errors: { birth_date: ['The birth date field must be a valid date.'] },
    });

    const employment = await sendAs('acme', 'POST', `user-employment-details/${id}`, token, {
      position_id: 999,
      employment_type_id: 'x',
      is_billable: 'maybe',
      weekly_hours: 168,
    });
    expect(employment.body).toMatchObject({
      errors: {
        position_id: ['The selected position id is invalid.'],
        // Laravel runs every rule of a field unless told to bail.
        employment_type_id: [
          'The employment type id field must be an integer.',
          'The selected employment type id is invalid.',
        ],
        start_date: ['The start date field is required.'],
        is_billable: ['The is billable field must be true or false.'],
        weekly_hours: ['The weekly hours field must be between 1 and 2 digits.'],
      },
    });
  });

  it('unknown person → 404; employee::create or employee::update needed', async () => {
    // Both bodies as the client sends them, every field, null when blank.
    const personal = {
      birth_date: null,
      phone: null,
      personal_email: null,
      location: null,
      address: null,
      emergency_contact: null,
    };
    const employment = {
      position_id: null,
      department_id: null,
      seniority_id: null,
      employment_type_id: null,
      start_date: '2025-01-01',
      is_billable: true,
      weekly_hours: null,
    };
    const admin = await login('admin@acme.test');
    expect((await sendAs('acme', 'POST', 'user-personal-information/9999', admin, personal)).status).toBe(
      404,
    );
    const sale = await login('sale@acme.test');
    expect((await sendAs('acme', 'POST', 'user-personal-information/3', sale, personal)).status).toBe(403);
    expect((await sendAs('acme', 'POST', 'user-employment-details/3', sale, employment)).status).toBe(403);
  });
});

describe('POST user-avatar/{id}', () => {
  it('stores a PNG, JPEG or WebP as a data: URL the app can show', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await uploadAvatar(token, 3, { name: 'me.png', type: 'image/png', bytes: PNG });
    expect(status).toBe(200);
    const avatar = (body as { data: { avatar: string } }).data.avatar;
    expect(avatar).toBe(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`);
    expect((await getTenantDb('acme')).users.findFirst((q) => q.where({ id: 3 }))?.avatar).toBe(avatar);
    for (const type of ['image/jpeg', 'image/webp']) {
      expect((await uploadAvatar(token, 3, { name: 'me', type, bytes: PNG })).status).toBe(200);
    }
  });

  it('a big photo is kept small: outside a browser it stands in as initials', async () => {
    const token = await login('admin@acme.test');
    const big = new Uint8Array(500 * 1024);
    const { body } = await uploadAvatar(token, 3, { name: 'big.jpg', type: 'image/jpeg', bytes: big });
    expect((body as { data: { avatar: string } }).data.avatar).toMatch(/^data:image\/svg\+xml/);
  });

  it('refuses other types, files over 2 MB and a missing file (422 on avatar)', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const gif = await uploadAvatar(token, 3, { name: 'a.gif', type: 'image/gif', bytes: PNG });
    expect(gif).toEqual({
      status: 422,
      body: {
        message: 'The avatar field must be a file of type: png, jpeg, webp.',
        errors: { avatar: ['The avatar field must be a file of type: png, jpeg, webp.'] },
      },
    });
    const huge = await uploadAvatar(token, 3, {
      name: 'a.png',
      type: 'image/png',
      bytes: new Uint8Array(AVATAR_MAX_BYTES + 1),
    });
    expect(huge.body).toMatchObject({
      errors: { avatar: ['The avatar field must not be greater than 2048 kilobytes.'] },
    });
    expect(
      (
        await uploadAvatar(token, 3, {
          name: 'a.png',
          type: 'image/png',
          bytes: new Uint8Array(AVATAR_MAX_BYTES),
        })
      ).status,
    ).toBe(200);
    const missing = await sendAs('acme', 'POST', 'user-avatar/3', token, {});
    expect(missing.body).toMatchObject({ errors: { avatar: ['The avatar field is required.'] } });
    expect(
      (await uploadAvatar(await login('sale@acme.test'), 3, { name: 'a.png', type: 'image/png', bytes: PNG }))
        .status,
    ).toBe(403);
  });
});
