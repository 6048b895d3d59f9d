import { educationListResponseSchema } from '@/api/education/education.schemas';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';
import { ADMIN_ID, personAt } from './profile-people';

setupMockApi();

const NEW_ENTRY = {
  institution: 'Free University of Tbilisi',
  degree: 'Masters',
  field_of_study: 'Economics',
  start_date: '2019-09-01',
  end_date: '2021-06-30',
};

async function educationRowsOf(userId: number) {
  return (await getTenantDb('acme')).education.findMany((q) => q.where({ user_id: userId }));
}

describe('POST user-education/{userId}', () => {
  it('adds an entry and answers the person’s education (201), newest first', async () => {
    const token = await login('admin@acme.test');
    const before = await educationRowsOf(ADMIN_ID);
    const { status, body } = await sendAs('acme', 'POST', `user-education/${ADMIN_ID}`, token, NEW_ENTRY);
    expect(status).toBe(201);
    const { data } = educationListResponseSchema.parse(body);
    expect(data).toHaveLength(before.length + 1);
    expect(data).toContainEqual({ id: expect.any(Number), ...NEW_ENTRY });
    const starts = data.map((entry) => entry.start_date ?? '');
    expect(starts).toEqual([...starts].sort().reverse());
    // The profile shows it too.
    const profile = await getAs('acme', `user/${ADMIN_ID}`, token);
    expect((profile.body as { data: { education: unknown[] } }).data.education).toEqual(data);
  });

  it('takes an open end (still studying) as null', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await sendAs('acme', 'POST', `user-education/${ADMIN_ID}`, token, {
      ...NEW_ENTRY,
      end_date: null,
    });
    expect(status).toBe(201);
    expect(educationListResponseSchema.parse(body).data).toContainEqual(
      expect.objectContaining({ institution: NEW_ENTRY.institution, end_date: null }),
    );
  });

  it('answers 422 for a missing institution, a degree outside Bachelor/Masters/Phd and bad dates', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const empty = await sendAs('acme', 'POST', `user-education/${ADMIN_ID}`, token, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      errors: {
        institution: ['The institution field is required.'],
        degree: ['The degree field is required.'],
        start_date: ['The start date field is required.'],
      },
    });
    const wrong = await sendAs('acme', 'POST', `user-education/${ADMIN_ID}`, token, {
      ...NEW_ENTRY,
      institution: 'x'.repeat(256),
      degree: 'Diploma',
      start_date: '2019-02-31',
    });
    expect(wrong.body).toMatchObject({
      errors: {
        institution: ['The institution field must not be greater than 255 characters.'],
        degree: ['The selected degree is invalid.'],
        start_date: ['The start date field must be a valid date.'],
      },
    });
    const backwards = await sendAs('acme', 'POST', `user-education/${ADMIN_ID}`, token, {
      ...NEW_ENTRY,
      end_date: '2018-01-01',
    });
    expect(backwards).toEqual({
      status: 422,
      body: {
        message: 'The end date field must be a date after or equal to start date.',
        errors: { end_date: ['The end date field must be a date after or equal to start date.'] },
      },
    });
    const ancient = await sendAs('acme', 'POST', `user-education/${ADMIN_ID}`, token, {
      ...NEW_ENTRY,
      start_date: '1850-01-01',
    });
    expect(ancient.body).toMatchObject({
      errors: { start_date: ['The start date field must be a valid date.'] },
    });
    expect(await educationRowsOf(ADMIN_ID)).toHaveLength(1);
  });

  it('is refused (403) past the pre-offer stage or without employee::update; 404 for nobody', async () => {
    const admin = await login('admin@acme.test');
    const closed = await sendAs('acme', 'POST', `user-education/${await personAt(false)}`, admin, NEW_ENTRY);
    expect(closed.status).toBe(403);
    expect((closed.body as { message: string }).message).toMatch(/read-only/);
    const sale = await login('sale@acme.test');
    expect(
      (await sendAs('acme', 'POST', `user-education/${await personAt(true)}`, sale, NEW_ENTRY)).status,
    ).toBe(403);
    expect((await sendAs('acme', 'POST', 'user-education/99999', admin, NEW_ENTRY)).status).toBe(404);
  });
});

describe('POST user-education-update/{userId}', () => {
  it('changes the entry named by education_id', async () => {
    const token = await login('admin@acme.test');
    const [entry] = await educationRowsOf(ADMIN_ID);
    if (!entry) throw new Error('The admin has no education in the seed');
    const { status, body } = await sendAs('acme', 'POST', `user-education-update/${ADMIN_ID}`, token, {
      education_id: entry.id,
      ...NEW_ENTRY,
      end_date: null,
    });
    expect(status).toBe(200);
    expect(educationListResponseSchema.parse(body).data).toEqual([
      { id: entry.id, ...NEW_ENTRY, end_date: null },
    ]);
  });

  it('answers 404 for an unknown entry or another person’s, and 422 without education_id', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const [others] = await educationRowsOf(await personAt(true));
    if (!others) throw new Error('The seed gives everyone education');
    const path = `user-education-update/${ADMIN_ID}`;
    expect((await sendAs('acme', 'POST', path, token, { education_id: 99999, ...NEW_ENTRY })).status).toBe(
      404,
    );
    expect(
      (await sendAs('acme', 'POST', path, token, { education_id: others.id, ...NEW_ENTRY })).status,
    ).toBe(404);
    expect(await sendAs('acme', 'POST', path, token, NEW_ENTRY)).toMatchObject({
      status: 422,
      body: { errors: { education_id: ['The education id field is required.'] } },
    });
    // Nothing changed.
    expect((await educationRowsOf(ADMIN_ID))[0]?.institution).not.toBe(NEW_ENTRY.institution);
  });
});

describe('DELETE user-education/{userId}', () => {
  it('removes the entry named in the body and answers what is left', async () => {
    const token = await login('admin@acme.test');
    const [entry] = await educationRowsOf(ADMIN_ID);
    const { status, body } = await sendAs('acme', 'DELETE', `user-education/${ADMIN_ID}`, token, {
      education_id: entry?.id,
    });
    expect(status).toBe(200);
    expect(educationListResponseSchema.parse(body).data).toEqual([]);
    expect(await educationRowsOf(ADMIN_ID)).toEqual([]);
  });

  it('answers 404 for another person’s entry and 403 behind the edit gate, deleting nothing', async () => {
    const admin = await login('admin@acme.test');
    const otherId = await personAt(true);
    const [others] = await educationRowsOf(otherId);
    expect(
      (await sendAs('acme', 'DELETE', `user-education/${ADMIN_ID}`, admin, { education_id: others?.id }))
        .status,
    ).toBe(404);
    const sale = await login('sale@acme.test');
    expect(
      (await sendAs('acme', 'DELETE', `user-education/${otherId}`, sale, { education_id: others?.id }))
        .status,
    ).toBe(403);
    expect(await educationRowsOf(otherId)).toHaveLength(1);
  });
});
