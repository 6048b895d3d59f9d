import { paginatorOf } from '@/api/common.schemas';
import { employeeListSchema, employeeSchema, userIdListSchema } from '@/api/users/user-list.schemas';
import { currentAvailability, validateAvailability } from '@/lib/availability';
import { PERMISSIONS } from '@/lib/permissions';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { configureMockDb, getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, revoke, REFERENCE_DATE, setupMockApi } from '../support/mock-api';

setupMockApi();

// Everyone but candidates, who only recruitment::view may see (issue 30).
const staff = (db: Awaited<ReturnType<typeof getTenantDb>>) =>
  db.users.all().filter((user) => !isCandidateStage(user.stage));

const TODAY = '2025-05-15';

// The directory lists employees: no stage or hired (candidates are recruitment's).
const isEmployee = (stage: string) => stage === '' || stage === 'hired';

describe('GET users (the employees list)', () => {
  it('per_page=all answers every active person as { data }, joined with their reference data', async () => {
    const token = await login('sale@acme.test');
    const { status, body } = await getAs('acme', 'users?status=active&per_page=all', token);
    expect(status).toBe(200);
    const { data } = employeeListSchema.parse(body);
    const db = await getTenantDb('acme');
    expect(data).toHaveLength(
      db.users.findMany((q) => q.where({ archived: false, stage: isEmployee })).length,
    );
    expect(data.every((row) => row.status === 'active')).toBe(true);

    const admin = data.find((row) => row.email === 'admin@acme.test');
    expect(admin).toMatchObject({
      name: 'Nino Beridze',
      role: 'admin',
      position: { name: 'HR Manager' },
      department: { name: 'Human Resources' },
    });
    expect(admin?.seniority?.name).toMatch(/ I{1,2}$|Tech Lead|Principal/);
    expect(admin?.skills.length).toBeGreaterThanOrEqual(2);
    // The demo accounts' current availability: the entry of two weeks ago, internal for the admin,
    // who does no billable work (issue 32: entries follow the person's kind of work).
    expect(admin?.availability).toMatchObject({
      type: 'internal',
      date: '2025-05-01',
      data: { availability: 'Partially available' },
    });
  });

  it('each row carries its current availability: the latest entry dated today or earlier', async () => {
    const token = await login('admin@acme.test');
    const { data } = employeeListSchema.parse((await getAs('acme', 'users?per_page=all', token)).body);
    const db = await getTenantDb('acme');
    for (const row of data) {
      const entries = db.availabilityEntries.findMany((q) => q.where({ user_id: row.id }));
      expect(row.availability).toEqual(currentAvailability(entries, TODAY));
    }
    expect(data.filter((row) => row.availability !== null).length).toBeGreaterThan(data.length / 2);
  });

  it('status=archived answers the archived people; without per_page it is a paginator', async () => {
    const token = await login('admin@acme.test');
    const archived = employeeListSchema.parse(
      (await getAs('acme', 'users?status=archived&per_page=all', token)).body,
    );
    expect(archived.data.length).toBeGreaterThan(0);
    expect(archived.data.every((row) => row.status === 'archived')).toBe(true);

    const page = paginatorOf(employeeSchema).parse((await getAs('acme', 'users?page=2', token)).body);
    expect(page).toMatchObject({ current_page: 2, per_page: 15 });
    expect(page.data).toHaveLength(15);
    expect(page.data[0]?.id).toBeGreaterThan(15);
  });

  it('refuses a bad status and needs employee::view', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const bad = await getAs('acme', 'users?status=gone', token);
    expect(bad).toEqual({
      status: 422,
      body: {
        message: 'The selected status is invalid.',
        errors: { status: ['The selected status is invalid.'] },
      },
    });
    await revoke('acme', 'sale@acme.test', PERMISSIONS.employeeView);
    expect((await getAs('acme', 'users?per_page=all', await login('sale@acme.test'))).status).toBe(403);
  });

  it('seeds people with skills and availability that obey the rules of SPEC §5', async () => {
    const db = await getTenantDb('acme');
    const users = db.users.all();
    expect(users.every((user) => user.skills.length >= 2 && user.position_id !== null)).toBe(true);
    expect(users.some((user) => user.archived)).toBe(true);
    for (const user of users) {
      const entries = db.availabilityEntries
        .findMany((q) => q.where({ user_id: user.id }))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
      entries.forEach((entry, index) => {
        const earlier = entries.slice(0, index);
        const candidate = { type: entry.type, date: entry.date, availability: entry.data.availability };
        expect(validateAvailability(candidate, earlier, user.role)).toBeUndefined();
      });
    }
  });
});

describe('users with certain skills or user data', () => {
  // sale@ has no recruitment::view: candidates are not theirs to see (issue 30).
  it('users-with-certain-skills/{id} lists everyone with the skill', async () => {
    const token = await login('sale@acme.test');
    const db = await getTenantDb('acme');
    const react = db.skills.findFirst((q) => q.where({ name: 'React' }));
    const { status, body } = await getAs('acme', `users-with-certain-skills/${react?.id}`, token);
    expect(status).toBe(200);
    const ids = userIdListSchema.parse(body).data.map((row) => row.id);
    const expected = staff(db)
      .filter((user) => user.skills.some((skill) => skill.skill_id === react?.id))
      .map((user) => user.id);
    expect(ids).toEqual(expected);
    expect(ids.length).toBeGreaterThan(0);
    expect((await getAs('acme', 'users-with-certain-skills/999', token)).status).toBe(404);
  });

  it('users-with-certain-user-data filters by position, department or seniority (a band takes its grades)', async () => {
    const token = await login('sale@acme.test');
    const db = await getTenantDb('acme');
    const ids = async (query: string) =>
      userIdListSchema
        .parse((await getAs('acme', `users-with-certain-user-data?${query}`, token)).body)
        .data.map((r) => r.id);

    expect(await ids('data_type=position&data_id=1')).toEqual(
      staff(db)
        .filter((u) => u.position_id === 1)
        .map((u) => u.id),
    );
    expect(await ids('data_type=department&data_id=2')).toEqual(
      staff(db)
        .filter((u) => u.department_id === 2)
        .map((u) => u.id),
    );
    const junior = db.seniorities.findFirst((q) => q.where({ name: 'Junior' }));
    const grades = db.seniorities
      .findMany((q) => q.where({ parent_id: junior?.id ?? 0 }))
      .map((row) => row.id);
    expect(await ids(`data_type=seniority&data_id=${junior?.id}`)).toEqual(
      staff(db)
        .filter((u) => u.seniority_id !== null && grades.includes(u.seniority_id))
        .map((u) => u.id),
    );
  });

  it('answers 422 for an unknown data type or a missing id, 404 for an unknown item', async () => {
    allowInvalidRequests();
    const token = await login('sale@acme.test');
    const title = await getAs('acme', 'users-with-certain-user-data?data_type=title&data_id=1', token);
    expect(title.status).toBe(422);
    expect(title.body).toMatchObject({ errors: { data_type: ['The selected data type is invalid.'] } });
    const missing = await getAs('acme', 'users-with-certain-user-data?data_type=position', token);
    expect(missing.body).toMatchObject({ errors: { data_id: ['The data id field is required.'] } });
    expect(
      (await getAs('acme', 'users-with-certain-user-data?data_type=position&data_id=99', token)).status,
    ).toBe(404);
  });
});

// Seeding 5,000 people takes seconds, and many more on a machine running other work beside the suite:
// the case gets a minute rather than the default 15 s (its figures are printed, never asserted).
const SCALE_CASE_TIMEOUT_MS = 60_000;

describe('at 5,000 employees per tenant', () => {
  it('seeds quickly and answers the whole list at once', { timeout: SCALE_CASE_TIMEOUT_MS }, async () => {
    configureMockDb({ scale: 5000, referenceDate: REFERENCE_DATE });
    let started = performance.now();
    const db = await getTenantDb('acme');
    const seedMs = performance.now() - started;
    // The scale's 5,000 people, and recruitment's candidates after them.
    expect(db.users.findMany((q) => q.where({ id: (id) => id <= 5000 }))).toHaveLength(5000);

    const token = await login('admin@acme.test');
    const timings: number[] = [];
    let rows = 0;
    let bytes = 0;
    for (let run = 0; run < 3; run += 1) {
      started = performance.now();
      const response = await getAs('acme', 'users?status=active&per_page=all', token);
      timings.push(performance.now() - started);
      rows = employeeListSchema.parse(response.body).data.length;
      bytes = JSON.stringify(response.body).length;
    }
    expect(rows).toBe(db.users.findMany((q) => q.where({ archived: false, stage: isEmployee })).length);
    // Figures for the report; tests never assert wall-clock times.
    console.info(
      `[scale 5,000] seed + db ${seedMs.toFixed(0)} ms, ${db.availabilityEntries.count()} availability entries; ` +
        `GET users per_page=all: ${rows} rows, ${(bytes / 1024).toFixed(0)} kB, ` +
        `${timings.map((ms) => ms.toFixed(0)).join(' / ')} ms`,
    );
  });
});
