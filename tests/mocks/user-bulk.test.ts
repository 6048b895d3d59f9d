import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

const person = async (id: number) => (await getTenantDb('acme')).users.findFirst((q) => q.where({ id }));

describe('bulk actions on people', () => {
  it('archive and activate flip the people between the lists', async () => {
    const token = await login('admin@acme.test');
    const archived = await sendAs('acme', 'POST', 'user-archive', token, { ids: [10, 11] });
    expect(archived).toEqual({ status: 200, body: { message: '2 users have been archived.' } });
    expect(await person(10)).toMatchObject({ archived: true, active: false });
    const list = await getAs('acme', 'users?status=archived&per_page=all', token);
    expect((list.body as { data: { id: number }[] }).data.map((row) => row.id)).toEqual(
      expect.arrayContaining([10, 11]),
    );

    const activated = await sendAs('acme', 'POST', 'user-activate', token, { ids: [10] });
    expect(activated).toEqual({ status: 200, body: { message: 'The user has been activated.' } });
    expect(await person(10)).toMatchObject({ archived: false, active: true });
  });

  it('an archived person can no longer sign in; activated, they can again', async () => {
    const admin = await login('admin@acme.test');
    await sendAs('acme', 'POST', 'user-archive', admin, { ids: [2] });
    await expect(login('sale@acme.test')).rejects.toThrow(/422/);
    await sendAs('acme', 'POST', 'user-activate', admin, { ids: [2] });
    await expect(login('sale@acme.test')).resolves.toBeTruthy();
  });

  it('DELETE user with { ids } removes the people and what only they had', async () => {
    const token = await login('admin@acme.test');
    const db = await getTenantDb('acme');
    expect(db.availabilityEntries.findMany((q) => q.where({ user_id: 3 })).length).toBeGreaterThan(0);
    const deleted = await sendAs('acme', 'DELETE', 'user', token, { ids: [3, 12] });
    expect(deleted).toEqual({ status: 200, body: { message: '2 users have been deleted.' } });
    expect(await person(3)).toBeUndefined();
    expect(db.availabilityEntries.findMany((q) => q.where({ user_id: 3 }))).toHaveLength(0);
    expect(db.notifications.findMany((q) => q.where({ user_id: 3 }))).toHaveLength(0);
    expect((await getAs('acme', 'user/3', token)).status).toBe(404);
  });

  it('validates ids: required, integers, every one known (404, nothing changed), never oneself', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'POST', 'user-archive', token, {})).toEqual({
      status: 422,
      body: { message: 'The ids field is required.', errors: { ids: ['The ids field is required.'] } },
    });
    expect((await sendAs('acme', 'POST', 'user-archive', token, { ids: 'x' })).body).toMatchObject({
      errors: { ids: ['The ids field must be an array.'] },
    });
    expect((await sendAs('acme', 'POST', 'user-archive', token, { ids: [4, 'a'] })).body).toMatchObject({
      errors: { 'ids.1': ['The ids.1 field must be an integer.'] },
    });
    expect((await sendAs('acme', 'POST', 'user-archive', token, { ids: [4, 99999] })).status).toBe(404);
    expect((await person(4))?.archived).toBe(false);
    expect((await sendAs('acme', 'DELETE', 'user', token, { ids: [1] })).body).toMatchObject({
      errors: { ids: ['You cannot delete yourself.'] },
    });
  });

  it('needs employee::delete', async () => {
    const token = await login('sale@acme.test');
    for (const [method, path] of [
      ['POST', 'user-archive'],
      ['POST', 'user-activate'],
      ['DELETE', 'user'],
    ] as const) {
      expect((await sendAs('acme', method, path, token, { ids: [10] })).status).toBe(403);
    }
    expect((await person(10))?.archived).toBe(false);
  });
});
