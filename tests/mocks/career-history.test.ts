import { PERMISSIONS } from '@/lib/permissions';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { call, getAs, login, revoke, sendAs, setupMockApi, tenantUrl, bearer } from '../support/mock-api';

setupMockApi();

// Seed (reference day 2025-05-15): Nino Beridze (user 1, admin, stage '') has two steps: #2 HR Manager
// (position 10) since 2024-08-15, and #1 from 2023-05-15 to 2024-08-14 with one recorded change (#1).
// User 4 is hired (past pre-offer, as most seeded staff since issue 32): read-only.
const NINO = 1;
const READ_ONLY_PERSON = 4;

const step = (overrides: Record<string, unknown> = {}) => ({
  user_id: NINO,
  position_id: 1,
  department_id: 1,
  seniority_id: 5,
  start_date: '2025-06-01',
  end_date: null,
  note: 'Moved to engineering',
  ...overrides,
});

type Entry = { id: number; start_date: string; user_id: number };
type Change = {
  id: number;
  changed_by: string;
  changes: { field: string; from: string | null; to: string | null }[];
};

const dataOf = <T>(body: unknown): T => (body as { data: T }).data;

describe('GET career-history/{userId}', () => {
  it('lists the person’s steps, newest start first', async () => {
    const token = await login('employee@acme.test');
    const { status, body } = await getAs('acme', `career-history/${NINO}`, token);
    expect(status).toBe(200);
    expect(dataOf<Entry[]>(body).map((entry) => [entry.id, entry.start_date])).toEqual([
      [2, '2024-08-15'],
      [1, '2023-05-15'],
    ]);
  });

  it('lets people read their own without employee::view, not others’ (403); an unknown person is 404', async () => {
    await revoke('acme', 'employee@acme.test', PERMISSIONS.employeeView);
    const token = await login('employee@acme.test');
    expect((await getAs('acme', 'career-history/3', token)).status).toBe(200);
    expect((await getAs('acme', `career-history/${NINO}`, token)).status).toBe(403);
    const admin = await login('admin@acme.test');
    expect((await getAs('acme', 'career-history/99999', admin)).status).toBe(404);
  });
});

describe('POST career-history', () => {
  it('adds a step to the person named in the body (201)', async () => {
    const token = await login('admin@acme.test');
    const created = await sendAs('acme', 'POST', 'career-history', token, step());
    expect(created.status).toBe(201);
    expect(dataOf(created.body)).toEqual({ id: expect.any(Number), ...step() });
    const list = await getAs('acme', `career-history/${NINO}`, token);
    expect(dataOf<Entry[]>(list.body)[0]).toMatchObject({ start_date: '2025-06-01', user_id: NINO });
  });

  it('answers Laravel 422s: start date required and a date, unknown ids, note over 500', async () => {
    const token = await login('admin@acme.test');
    const missing = await sendAs('acme', 'POST', 'career-history', token, step({ start_date: '' }));
    expect(missing).toEqual({
      status: 422,
      body: {
        message: 'The start date field is required.',
        errors: { start_date: ['The start date field is required.'] },
      },
    });
    const wrong = await sendAs(
      'acme',
      'POST',
      'career-history',
      token,
      step({
        start_date: '2025-02-31',
        position_id: 999,
        department_id: 999,
        seniority_id: 999,
        note: 'x'.repeat(501),
      }),
    );
    expect(wrong.status).toBe(422);
    expect((wrong.body as { errors: unknown }).errors).toEqual({
      position_id: ['The selected position id is invalid.'],
      department_id: ['The selected department id is invalid.'],
      seniority_id: ['The selected seniority id is invalid.'],
      start_date: ['The start date field must be a valid date.'],
      note: ['The note field must not be greater than 500 characters.'],
    });
  });

  it('refuses an end date before the start date (422 on end_date)', async () => {
    const token = await login('admin@acme.test');
    const { status, body } = await sendAs(
      'acme',
      'POST',
      'career-history',
      token,
      step({ start_date: '2025-06-01', end_date: '2025-05-31' }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      errors: { end_date: ['The end date field must be a date after or equal to start date.'] },
    });
    const sameDay = await sendAs('acme', 'POST', 'career-history', token, step({ end_date: '2025-06-01' }));
    expect(sameDay.status).toBe(201);
  });

  it('goes through the edit gate: no employee::update or a stage past pre-offer is 403; unknown person 404', async () => {
    const sale = await login('sale@acme.test');
    const refused = await sendAs('acme', 'POST', 'career-history', sale, step());
    expect(refused.status).toBe(403);
    expect((refused.body as { message: string }).message).toMatch(/employee::update/);
    const admin = await login('admin@acme.test');
    const stage = await sendAs('acme', 'POST', 'career-history', admin, step({ user_id: READ_ONLY_PERSON }));
    expect(stage.status).toBe(403);
    expect((stage.body as { message: string }).message).toMatch(/“hired”/);
    expect((await sendAs('acme', 'POST', 'career-history', admin, step({ user_id: 99999 }))).status).toBe(
      404,
    );
    const db = await getTenantDb('acme');
    expect(db.careerHistory.findMany((q) => q.where({ user_id: READ_ONLY_PERSON })).length).toBe(1);
  });
});

describe('PATCH career-history/{entryId}', () => {
  it('saves the step and records who changed which fields, with names and yyyy-MM-dd dates', async () => {
    const token = await login('admin@acme.test');
    const saved = await sendAs('acme', 'PATCH', 'career-history/2', token, {
      user_id: NINO,
      position_id: 8,
      department_id: 6,
      seniority_id: 3,
      start_date: '2024-09-01',
      end_date: null,
      note: 'Promotion',
    });
    expect(saved.status).toBe(200);
    expect(dataOf(saved.body)).toMatchObject({ id: 2, position_id: 8, start_date: '2024-09-01' });
    const history = await getAs('acme', 'career-history/history/2', token);
    const [latest] = dataOf<Change[]>(history.body);
    expect(latest).toMatchObject({
      career_history_id: 2,
      changed_by: 'Nino Beridze',
      changes: [
        { field: 'position', from: 'HR Manager', to: 'Team Lead' },
        { field: 'start_date', from: '2024-08-15', to: '2024-09-01' },
      ],
    });
  });

  it('records nothing when nothing changed', async () => {
    const token = await login('admin@acme.test');
    const same = {
      user_id: NINO,
      position_id: 10,
      department_id: 6,
      seniority_id: 3,
      start_date: '2024-08-15',
      end_date: null,
      note: 'Promotion',
    };
    expect((await sendAs('acme', 'PATCH', 'career-history/2', token, same)).status).toBe(200);
    expect(dataOf<Change[]>((await getAs('acme', 'career-history/history/2', token)).body)).toEqual([]);
  });

  it('takes the edit as POST career-history/{entryId}?_method=PATCH too', async () => {
    const token = await login('admin@acme.test');
    const { status } = await sendAs('acme', 'POST', 'career-history/1?_method=PATCH', token, {
      ...step({ start_date: '2023-05-15', end_date: '2024-08-31' }),
    });
    expect(status).toBe(200);
    const [latest] = dataOf<Change[]>((await getAs('acme', 'career-history/history/1', token)).body);
    expect(latest?.changes).toContainEqual({ field: 'end_date', from: '2024-08-14', to: '2024-08-31' });
  });

  it('gates on the step’s owner (403), answers 422 on fields and 404 for an unknown step', async () => {
    const admin = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    const readOnlyStep = db.careerHistory.findFirst((q) => q.where({ user_id: READ_ONLY_PERSON }));
    expect(readOnlyStep).toBeDefined();
    const refused = await sendAs('acme', 'PATCH', `career-history/${readOnlyStep?.id}`, admin, step());
    expect(refused.status).toBe(403);
    const sale = await login('sale@acme.test');
    expect((await sendAs('acme', 'PATCH', 'career-history/2', sale, step())).status).toBe(403);
    const invalid = await sendAs(
      'acme',
      'PATCH',
      'career-history/2',
      admin,
      step({ end_date: '2020-01-01' }),
    );
    expect(invalid.status).toBe(422);
    expect((await sendAs('acme', 'PATCH', 'career-history/99999', admin, step())).status).toBe(404);
  });
});

describe('career-history/history/{id}', () => {
  it('GET lists a step’s recorded changes, newest first; unknown step 404', async () => {
    const token = await login('admin@acme.test');
    await sendAs(
      'acme',
      'PATCH',
      'career-history/1',
      token,
      step({ start_date: '2023-05-15', end_date: '2024-08-20' }),
    );
    const { status, body } = await getAs('acme', 'career-history/history/1', token);
    expect(status).toBe(200);
    expect(dataOf<Change[]>(body).map((change) => change.id)).toEqual([expect.any(Number), 1]);
    expect((await getAs('acme', 'career-history/history/99999', token)).status).toBe(404);
  });

  it('DELETE removes one recorded change and leaves the step as it is', async () => {
    const token = await login('admin@acme.test');
    const removed = await sendAs('acme', 'DELETE', 'career-history/history/1', token);
    expect(removed).toEqual({ status: 200, body: { message: 'The change has been deleted.' } });
    expect(dataOf<Change[]>((await getAs('acme', 'career-history/history/1', token)).body)).toEqual([]);
    const steps = dataOf<Entry[]>((await getAs('acme', `career-history/${NINO}`, token)).body);
    expect(steps.map((entry) => entry.id)).toEqual([2, 1]);
    expect((await sendAs('acme', 'DELETE', 'career-history/history/1', token)).status).toBe(404);
  });

  it('DELETE goes through the edit gate of the step’s owner (403)', async () => {
    const sale = await login('sale@acme.test');
    const refused = await sendAs('acme', 'DELETE', 'career-history/history/1', sale);
    expect(refused.status).toBe(403);
    const db = await getTenantDb('acme');
    expect(db.careerChanges.findFirst((q) => q.where({ id: 1 }))).toBeDefined();
  });
});

describe('GET projects-after-certain-date/{userId}', () => {
  async function givenProjects() {
    const db = await getTenantDb('acme');
    await db.userProjects.deleteMany((q) => q.where({ user_id: NINO }));
    const project = (id: number, name: string, start_date: string, end_date: string | null) =>
      db.userProjects.create({
        id,
        user_id: NINO,
        name,
        client: 'Client',
        role: 'Developer',
        description: '',
        start_date,
        end_date,
        industry_id: null,
        skill_ids: [],
        media_ids: [],
      });
    await project(9001, 'Ended before', '2023-01-01', '2024-01-31');
    await project(9002, 'Running across', '2023-03-01', null);
    await project(9003, 'Ended on the day', '2023-06-01', '2024-02-01');
    await project(9004, 'Started after', '2024-05-01', '2024-06-01');
  }

  it('answers the projects started on or after the day, or still running by then, newest start first', async () => {
    await givenProjects();
    const token = await login('employee@acme.test');
    const { status, body } = await getAs(
      'acme',
      `projects-after-certain-date/${NINO}?date=2024-02-01`,
      token,
    );
    expect(status).toBe(200);
    const projects = dataOf<{ name: string; media: unknown[] }[]>(body);
    expect(projects.map((project) => project.name)).toEqual([
      'Started after',
      'Ended on the day',
      'Running across',
    ]);
    expect(projects[0]?.media).toEqual([]);
  });

  it('answers 422 on date when it is missing or not a date; 404 for an unknown person', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const missing = await getAs('acme', `projects-after-certain-date/${NINO}`, token);
    expect(missing).toEqual({
      status: 422,
      body: { message: 'The date field is required.', errors: { date: ['The date field is required.'] } },
    });
    const invalid = await getAs('acme', `projects-after-certain-date/${NINO}?date=2024-13-01`, token);
    expect(invalid.body).toMatchObject({ errors: { date: ['The date field must be a valid date.'] } });
    expect((await getAs('acme', 'projects-after-certain-date/99999?date=2024-01-01', token)).status).toBe(
      404,
    );
  });

  it('needs employee::view to read someone else’s (403)', async () => {
    await revoke('acme', 'employee@acme.test', PERMISSIONS.employeeView);
    const token = await login('employee@acme.test');
    const { status } = await call(tenantUrl('acme', `projects-after-certain-date/${NINO}?date=2024-01-01`), {
      headers: bearer(token),
    });
    expect(status).toBe(403);
  });
});
