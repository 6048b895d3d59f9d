import { dataOf } from '@/api/common.schemas';
import { experienceListResponseSchema } from '@/api/experiences/experience.schemas';
import { industryListSchema, industrySchema } from '@/api/industries/industry.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, revoke, sendAs, setupMockApi } from '../support/mock-api';
import { ADMIN_ID, personAt } from './profile-people';

setupMockApi();

const NEW_JOB = {
  company: 'Bank of Georgia',
  position: 'Frontend Developer',
  industry_id: 1,
  start_date: '2018-03-01',
  end_date: '2020-06-30',
  description: 'Built the mobile bank.',
};

async function experienceRowsOf(userId: number) {
  return (await getTenantDb('acme')).experiences.findMany((q) => q.where({ user_id: userId }));
}

async function addJob(token: string, job: Record<string, unknown> = NEW_JOB): Promise<number[]> {
  const { status, body } = await sendAs('acme', 'POST', `experiences/${ADMIN_ID}`, token, job);
  expect(status).toBe(201);
  return experienceListResponseSchema.parse(body).data.map((entry) => entry.id);
}

describe('POST experiences/{userId}', () => {
  it('adds an experience and answers the person’s experiences (201), newest first', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await sendAs('acme', 'POST', `experiences/${ADMIN_ID}`, token, NEW_JOB);
    expect(status).toBe(201);
    const { data } = experienceListResponseSchema.parse(body);
    expect(data).toHaveLength(2);
    expect(data).toContainEqual({ id: expect.any(Number), ...NEW_JOB });
    const starts = data.map((entry) => entry.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    const profile = await getAs('acme', `user/${ADMIN_ID}`, token);
    expect((profile.body as { data: { experiences: unknown[] } }).data.experiences).toEqual(data);
  });

  it('takes no industry, no end (still there) and a blank description', async () => {
    const token = await login('admin@acme.test');
    const { body } = await sendAs('acme', 'POST', `experiences/${ADMIN_ID}`, token, {
      ...NEW_JOB,
      industry_id: null,
      end_date: null,
      description: '',
    });
    expect(experienceListResponseSchema.parse(body).data).toContainEqual(
      expect.objectContaining({
        company: NEW_JOB.company,
        industry_id: null,
        end_date: null,
        description: '',
      }),
    );
  });

  it('answers 422 for missing fields, an unknown industry and an end before the start', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const empty = await sendAs('acme', 'POST', `experiences/${ADMIN_ID}`, token, {});
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({
      errors: {
        company: ['The company field is required.'],
        position: ['The position field is required.'],
        start_date: ['The start date field is required.'],
      },
    });
    const wrong = await sendAs('acme', 'POST', `experiences/${ADMIN_ID}`, token, {
      ...NEW_JOB,
      industry_id: 99999,
      description: 'x'.repeat(2001),
    });
    expect(wrong.body).toMatchObject({
      errors: {
        industry_id: ['The selected industry id is invalid.'],
        description: ['The description field must not be greater than 2000 characters.'],
      },
    });
    const backwards = await sendAs('acme', 'POST', `experiences/${ADMIN_ID}`, token, {
      ...NEW_JOB,
      end_date: '2017-01-01',
    });
    expect(backwards.body).toMatchObject({
      errors: { end_date: ['The end date field must be a date after or equal to start date.'] },
    });
    expect(await experienceRowsOf(ADMIN_ID)).toHaveLength(1);
  });

  it('is refused (403) past the pre-offer stage or without employee::update; 404 for nobody', async () => {
    const admin = await login('admin@acme.test');
    expect(
      (await sendAs('acme', 'POST', `experiences/${await personAt(false)}`, admin, NEW_JOB)).status,
    ).toBe(403);
    const sale = await login('sale@acme.test');
    expect((await sendAs('acme', 'POST', `experiences/${await personAt(true)}`, sale, NEW_JOB)).status).toBe(
      403,
    );
    expect((await sendAs('acme', 'POST', 'experiences/99999', admin, NEW_JOB)).status).toBe(404);
  });
});

describe('POST experiences/{userId}?_method=PATCH', () => {
  it('changes the experience named by experience_id', async () => {
    const token = await login('admin@acme.test');
    const [entry] = await experienceRowsOf(ADMIN_ID);
    const { status, body } = await sendAs('acme', 'POST', `experiences/${ADMIN_ID}?_method=PATCH`, token, {
      experience_id: entry?.id,
      ...NEW_JOB,
    });
    expect(status).toBe(200);
    expect(experienceListResponseSchema.parse(body).data).toEqual([{ id: entry?.id, ...NEW_JOB }]);
  });

  it('answers 404 for another person’s experience and 422 without experience_id', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const [others] = await experienceRowsOf(await personAt(true));
    const path = `experiences/${ADMIN_ID}?_method=PATCH`;
    expect(
      (await sendAs('acme', 'POST', path, token, { experience_id: others?.id, ...NEW_JOB })).status,
    ).toBe(404);
    expect(await sendAs('acme', 'POST', path, token, NEW_JOB)).toMatchObject({
      status: 422,
      body: { errors: { experience_id: ['The experience id field is required.'] } },
    });
    // Not taken as an add either.
    expect(await experienceRowsOf(ADMIN_ID)).toHaveLength(1);
  });
});

describe('DELETE experiences/{userId}?experience_ids[]=', () => {
  it('removes every experience named in the query at once', async () => {
    const token = await login('admin@acme.test');
    await addJob(token);
    const ids = await addJob(token, { ...NEW_JOB, company: 'TBC Bank' });
    expect(ids).toHaveLength(3);
    const [keep, ...gone] = ids;
    const query = gone.map((id) => `experience_ids[]=${id}`).join('&');
    const { status, body } = await sendAs('acme', 'DELETE', `experiences/${ADMIN_ID}?${query}`, token);
    expect(status).toBe(200);
    expect(experienceListResponseSchema.parse(body).data.map((entry) => entry.id)).toEqual([keep]);
  });

  it('answers 422 when none is named, and 404 (deleting nothing) when one is not this person’s', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'DELETE', `experiences/${ADMIN_ID}`, token)).toMatchObject({
      status: 422,
      body: { errors: { experience_ids: [expect.stringMatching(/required/)] } },
    });
    const [mine] = await experienceRowsOf(ADMIN_ID);
    const [others] = await experienceRowsOf(await personAt(true));
    const query = `experience_ids[]=${mine?.id}&experience_ids[]=${others?.id}`;
    expect((await sendAs('acme', 'DELETE', `experiences/${ADMIN_ID}?${query}`, token)).status).toBe(404);
    expect(await experienceRowsOf(ADMIN_ID)).toHaveLength(1);
  });

  it('is refused (403) behind the edit gate', async () => {
    const admin = await login('admin@acme.test');
    const closedId = await personAt(false);
    const [entry] = await experienceRowsOf(closedId);
    const { status } = await sendAs(
      'acme',
      'DELETE',
      `experiences/${closedId}?experience_ids[]=${entry?.id}`,
      admin,
    );
    expect(status).toBe(403);
    expect(await experienceRowsOf(closedId)).toHaveLength(1);
  });
});

describe('POST industries', () => {
  it('adds an industry at the end of the list (201)', async () => {
    const token = await login('admin@acme.test');
    const before = industryListSchema.parse((await getAs('acme', 'industries', token)).body).data;
    const { status, body } = await sendAs('acme', 'POST', 'industries', token, { name: '  Biotech ' });
    expect(status).toBe(201);
    const { data } = dataOf(industrySchema).parse(body);
    expect(data).toEqual({ id: expect.any(Number), name: 'Biotech', order: expect.any(Number) });
    const after = industryListSchema.parse((await getAs('acme', 'industries', token)).body).data;
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual(data);
  });

  it('answers 422 for a blank name or one already taken (any case)', async () => {
    const token = await login('admin@acme.test');
    const [first] = industryListSchema.parse((await getAs('acme', 'industries', token)).body).data;
    expect(await sendAs('acme', 'POST', 'industries', token, { name: ' ' })).toEqual({
      status: 422,
      body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } },
    });
    expect(await sendAs('acme', 'POST', 'industries', token, { name: first?.name.toUpperCase() })).toEqual({
      status: 422,
      body: {
        message: 'The name has already been taken.',
        errors: { name: ['The name has already been taken.'] },
      },
    });
  });

  it('needs employee::update or settings::manage', async () => {
    const sale = await login('sale@acme.test');
    expect((await sendAs('acme', 'POST', 'industries', sale, { name: 'Biotech' })).status).toBe(403);
    const admin = await login('admin@acme.test');
    await revoke('acme', 'admin@acme.test', PERMISSIONS.employeeUpdate);
    expect((await sendAs('acme', 'POST', 'industries', admin, { name: 'Biotech' })).status).toBe(201);
    await revoke('acme', 'admin@acme.test', PERMISSIONS.settingsManage);
    expect((await sendAs('acme', 'POST', 'industries', admin, { name: 'Fintech' })).status).toBe(403);
  });
});
