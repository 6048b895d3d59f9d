import { timeOffPageSchema, timeOffResponseSchema } from '@/api/time-offs/time-off.schemas';
import { getTenantDb } from '@/mocks/db';
import { getAs, login, setupMockApi } from '../support/mock-api';
import { storeTimeOff } from './time-off-rows';

setupMockApi();

// Who else is off: others of the person's department, approved or pending, not withdrawn, overlapping
// the request's range. The seeded acme's Human Resources holds the admin (Nino Beridze) and eleven
// more; March 2031 is far past the seeded leave, so only the rows stored here are in it.

const RANGE = { start_date: '2031-03-03', end_date: '2031-03-07' };

const store = (userId: number, change: Parameters<typeof storeTimeOff>[1] = {}) =>
  storeTimeOff(userId, { ...RANGE, ...change });

async function people() {
  const db = await getTenantDb('acme');
  const admin = db.users.findFirst((q) => q.where({ email: 'admin@acme.test' }))!;
  const active = db.users.all().filter((user) => !user.archived && user.id !== admin.id);
  const colleagues = active
    .filter((user) => user.department_id === admin.department_id)
    .sort((a, b) => a.name.localeCompare(b.name));
  const outsider = active.find((user) => user.department_id !== admin.department_id)!;
  return { admin, colleagues, outsider };
}

async function othersOffOf(id: number) {
  const token = await login('admin@acme.test');
  const { body } = await getAs('acme', `time-offs/${id}`, token);
  return timeOffResponseSchema.parse(body).data.others_off;
}

describe('time offs: who else is off', () => {
  it('counts the department’s approved and pending overlaps and lists five by name with their status', async () => {
    const { admin, colleagues } = await people();
    const mine = await store(admin.id, { status: 'pending' });
    const [first, second, ...rest] = colleagues;
    // Touching the range on its first and its last day counts.
    await store(first!.id, { status: 'pending', start_date: '2031-02-24', end_date: '2031-03-03' });
    await store(second!.id, { start_date: '2031-03-07', end_date: '2031-03-20' });
    for (const colleague of rest.slice(0, 4)) await store(colleague.id);
    // Two requests of one person make one person.
    await store(rest[0]!.id, { type: 'sick_leave', status: 'pending', start_date: '2031-03-06' });
    const others = await othersOffOf(mine);
    const counted = [first!, second!, ...rest.slice(0, 4)];
    expect(others.count).toBe(6);
    expect(others.people).toEqual(
      counted
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, 5)
        .map((person) => ({
          id: person.id,
          name: person.name,
          status: person.id === first!.id ? 'pending' : 'approved',
        })),
    );
  });

  it('leaves out rejected, withdrawn and non-overlapping requests and other departments', async () => {
    const { admin, colleagues, outsider } = await people();
    const mine = await store(admin.id);
    await store(colleagues[0]!.id, { status: 'rejected' });
    await store(colleagues[1]!.id, { status: 'pending', withdrawn_at: '2031-01-05T10:00:00Z' });
    await store(colleagues[2]!.id, { start_date: '2031-03-08', end_date: '2031-03-12' });
    await store(colleagues[3]!.id, { start_date: '2031-02-20', end_date: '2031-03-02' });
    await store(outsider.id);
    expect(await othersOffOf(mine)).toEqual({ count: 0, people: [] });
  });

  it('answers it on every row of the list too', async () => {
    const { admin, colleagues } = await people();
    await store(admin.id);
    await store(colleagues[0]!.id);
    const token = await login('admin@acme.test');
    const { body } = await getAs('acme', 'time-offs?from=2031-03-01&to=2031-03-31&sort=user', token);
    const rows = timeOffPageSchema.parse(body).data.data;
    const seen = new Map(rows.map((row) => [row.user.id, row.others_off.people.map((person) => person.id)]));
    expect(seen).toEqual(
      new Map([
        [admin.id, [colleagues[0]!.id]],
        [colleagues[0]!.id, [admin.id]],
      ]),
    );
  });
});
