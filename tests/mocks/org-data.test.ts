import { positionListSchema } from '@/api/positions/position.schemas';
import { seniorityTreeSchema } from '@/api/seniorities/seniority.schemas';
import { skillListSchema } from '@/api/skills/skill.schemas';
import { userIdListSchema } from '@/api/users/user-list.schemas';
import { flattenSeniorities } from '@/lib/seniority';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

// The stored people, to see what a delete did to them.
const storedUsers = async () => (await (await import('@/mocks/db')).getTenantDb('acme')).users.all();

const positionNames = async (token: string) =>
  positionListSchema.parse((await getAs('acme', 'positions', token)).body).data.map((row) => row.name);

const seniorities = async (token: string) =>
  flattenSeniorities(seniorityTreeSchema.parse((await getAs('acme', 'seniorities', token)).body).data);

const usersWith = async (token: string, query: string) =>
  userIdListSchema.parse((await getAs('acme', query, token)).body).data.length;

describe('organisation data: rename', () => {
  it('renames a position and answers it', async () => {
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'POST', 'positions/1', token, { name: ' Backend Engineer ' })).toEqual({
      status: 200,
      body: { data: { id: 1, name: 'Backend Engineer', order: 1, parent_id: null } },
    });
    expect((await positionNames(token))[0]).toBe('Backend Engineer');
  });

  it('answers 422 at name for a blank name or one another item has (any case)', async () => {
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'POST', 'departments/1', token, { name: '  ' })).toEqual({
      status: 422,
      body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } },
    });
    expect(await sendAs('acme', 'POST', 'departments/1', token, { name: 'design' })).toEqual({
      status: 422,
      body: {
        message: 'The name has already been taken.',
        errors: { name: ['The name has already been taken.'] },
      },
    });
    // Its own name (another case) is not taken.
    expect((await sendAs('acme', 'POST', 'departments/1', token, { name: 'ENGINEERING' })).status).toBe(200);
  });

  it('answers 404 for an unknown item', async () => {
    const token = await login('admin@acme.test');
    expect((await sendAs('acme', 'POST', 'skills/999', token, { name: 'Go' })).status).toBe(404);
    expect((await sendAs('acme', 'DELETE', 'positions/999', token)).status).toBe(404);
    expect((await sendAs('acme', 'POST', 'seniorities/999/reorder', token, { new_order: 1 })).status).toBe(
      404,
    );
  });
});

describe('organisation data: settings::manage only', () => {
  it('refuses every change to someone without it (403) and changes nothing', async () => {
    const token = await login('sale@acme.test');
    const calls: [string, string, unknown][] = [
      ['POST', 'positions', { name: 'New' }],
      ['POST', 'positions/1', { name: 'Renamed' }],
      ['DELETE', 'departments/1', undefined],
      ['POST', 'skills/1/reorder', { new_order: 3 }],
      ['POST', 'seniorities/2/reorder', { new_order: 1, parent_id: null }],
    ];
    for (const [method, path, body] of calls) {
      expect((await sendAs('acme', method, path, token, body)).status, `${method} ${path}`).toBe(403);
    }
    expect((await positionNames(token))[0]).toBe('Software Engineer');
  });
});

describe('organisation data: add', () => {
  it('adds last (a seniority under its parent), 422 for a taken name', async () => {
    const token = await login('admin@acme.test');
    const added = await sendAs('acme', 'POST', 'positions', token, { name: 'Architect' });
    expect(added).toMatchObject({ status: 201, body: { data: { name: 'Architect', order: 11 } } });
    expect((await positionNames(token)).at(-1)).toBe('Architect');
    expect((await sendAs('acme', 'POST', 'positions', token, { name: 'architect' })).status).toBe(422);
    const grade = await sendAs('acme', 'POST', 'seniorities', token, { name: 'Junior III', parent_id: 1 });
    expect(grade).toMatchObject({ status: 201, body: { data: { parent_id: 1, order: 3 } } });
    expect((await seniorities(token)).slice(0, 4).map((row) => row.name)).toEqual([
      'Junior',
      'Junior I',
      'Junior II',
      'Junior III',
    ]);
  });
});

describe('organisation data: delete', () => {
  it('deletes a position and leaves the people who had it without one (proposed)', async () => {
    const token = await login('admin@acme.test');
    const before = await usersWith(token, 'users-with-certain-user-data?data_type=position&data_id=1');
    expect(before).toBeGreaterThan(0);
    expect(await sendAs('acme', 'DELETE', 'positions/1', token)).toEqual({
      status: 200,
      body: { message: 'The position has been deleted.' },
    });
    expect(await positionNames(token)).not.toContain('Software Engineer');
    expect((await storedUsers()).filter((user) => user.position_id === 1)).toEqual([]);
    // The item is gone, so asking who has it is a 404.
    expect(
      (await getAs('acme', 'users-with-certain-user-data?data_type=position&data_id=1', token)).status,
    ).toBe(404);
    const list = positionListSchema.parse((await getAs('acme', 'positions', token)).body).data;
    expect(list.map((row) => row.order)).toEqual(list.map((_, index) => index + 1));
  });

  it('deletes a skill from every profile that listed it', async () => {
    const token = await login('admin@acme.test');
    const skills = skillListSchema.parse((await getAs('acme', 'skills', token)).body).data;
    const used = [];
    for (const skill of skills) used.push(await usersWith(token, `users-with-certain-skills/${skill.id}`));
    const index = used.findIndex((count) => count > 0);
    const skill = skills[index];
    if (!skill) throw new Error('no skill in use');
    expect((await sendAs('acme', 'DELETE', `skills/${skill.id}`, token)).status).toBe(200);
    expect((await getAs('acme', `users-with-certain-skills/${skill.id}`, token)).status).toBe(404);
    const stillListed = (await storedUsers()).filter((user) =>
      user.skills.some((entry) => entry.skill_id === skill.id),
    );
    expect(stillListed).toEqual([]);
  });

  it('deletes a seniority band with its grades', async () => {
    const token = await login('admin@acme.test');
    expect((await sendAs('acme', 'DELETE', 'seniorities/1', token)).status).toBe(200);
    const names = (await seniorities(token)).map((row) => row.name);
    expect(names).not.toContain('Junior');
    expect(names).not.toContain('Junior I');
    expect(names[0]).toBe('Middle');
  });
});

describe('organisation data: reorder', () => {
  it('moves an item to new_order and renumbers the others', async () => {
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'POST', 'positions/3/reorder', token, { new_order: 1 })).toEqual({
      status: 200,
      body: { message: 'The order has been saved.' },
    });
    const list = positionListSchema.parse((await getAs('acme', 'positions', token)).body).data;
    expect(list.slice(0, 3).map((row) => row.name)).toEqual([
      'DevOps Engineer',
      'Software Engineer',
      'QA Engineer',
    ]);
    expect(list.map((row) => row.order)).toEqual(list.map((_, index) => index + 1));
  });

  it('answers 422 without new_order', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'POST', 'skills/1/reorder', token, {})).toMatchObject({
      status: 422,
      body: { errors: { new_order: ['The new order field is required.'] } },
    });
  });

  it('moves a seniority within its band, and under another band with parent_id', async () => {
    const token = await login('admin@acme.test');
    // Junior II (3) first among the Junior grades.
    await sendAs('acme', 'POST', 'seniorities/3/reorder', token, { new_order: 1, parent_id: 1 });
    expect((await seniorities(token)).slice(0, 3).map((row) => row.name)).toEqual([
      'Junior',
      'Junior II',
      'Junior I',
    ]);
    // Junior I (2) to the end of Middle (4).
    await sendAs('acme', 'POST', 'seniorities/2/reorder', token, { new_order: 9, parent_id: 4 });
    const rows = await seniorities(token);
    const moved = rows.find((row) => row.id === 2);
    expect(moved).toMatchObject({ parent_id: 4, depth: 1 });
    expect(rows.map((row) => row.name).slice(0, 6)).toEqual([
      'Junior',
      'Junior II',
      'Middle',
      'Middle I',
      'Middle II',
      'Junior I',
    ]);
  });

  it('refuses to move a seniority under itself or its own grade (422 at parent_id)', async () => {
    const token = await login('admin@acme.test');
    for (const parent_id of [1, 2]) {
      expect(
        await sendAs('acme', 'POST', 'seniorities/1/reorder', token, { new_order: 1, parent_id }),
      ).toMatchObject({
        status: 422,
        body: { errors: { parent_id: ['The selected parent id is invalid.'] } },
      });
    }
  });
});
