import { savedFilterPageSchema } from '@/api/saved-filters/saved-filter.schemas';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

describe('saved filters', () => {
  it('the acme admin has two pages of them, 10 per page, newest first', async () => {
    const token = await login('admin@acme.test');
    const first = savedFilterPageSchema.parse((await getAs('acme', 'saved-filters?page=1', token)).body);
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data).toHaveLength(10);
    const ids = first.data.map((filter) => filter.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.data.at(-1)?.name).toBe('Senior QA');
    const second = savedFilterPageSchema.parse((await getAs('acme', 'saved-filters?page=2', token)).body);
    expect(second.data.map((filter) => filter.name)).toEqual(['React developers', 'Available engineers']);
    // A page past the end answers the last page.
    expect(
      savedFilterPageSchema.parse((await getAs('acme', 'saved-filters?page=9', token)).body).current_page,
    ).toBe(2);
  });

  it('belong to the signed-in user: others see none of them and cannot delete them', async () => {
    const sale = await login('sale@acme.test');
    expect(savedFilterPageSchema.parse((await getAs('acme', 'saved-filters', sale)).body)).toMatchObject({
      total: 0,
      last_page: 1,
      data: [],
    });
    expect((await sendAs('acme', 'DELETE', 'saved-filters/1', sale)).status).toBe(404);
  });

  it('POST saves one that then comes first; DELETE removes it', async () => {
    const token = await login('sale@acme.test');
    // A number where the client sends text: the mock keeps it as text.
    allowInvalidRequests();
    const created = await sendAs('acme', 'POST', 'saved-filters', token, {
      name: 'Mine',
      filters: { skill: '2', data_id: 5 },
    });
    expect(created.status).toBe(201);
    const { data } = created.body as {
      data: { id: number; name: string; filters: unknown; created_at: string };
    };
    expect(data).toMatchObject({ name: 'Mine', filters: { skill: '2', data_id: '5' } });
    expect((await getAs('acme', 'saved-filters', token)).body).toMatchObject({
      total: 1,
      data: [{ id: data.id }],
    });
    expect(await sendAs('acme', 'DELETE', `saved-filters/${data.id}`, token)).toEqual({
      status: 200,
      body: { message: 'The saved filter has been deleted.' },
    });
    expect((await getAs('acme', 'saved-filters', token)).body).toMatchObject({ total: 0 });
  });

  it('answers 422 for a missing name, a name already used (any case) or bad filters', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    expect(await sendAs('acme', 'POST', 'saved-filters', token, { name: ' ', filters: {} })).toEqual({
      status: 422,
      body: { message: 'The name field is required.', errors: { name: ['The name field is required.'] } },
    });
    expect(
      (await sendAs('acme', 'POST', 'saved-filters', token, { name: 'react DEVELOPERS', filters: {} })).body,
    ).toEqual({
      message: 'The name has already been taken.',
      errors: { name: ['The name has already been taken.'] },
    });
    // Another user may use the same name.
    expect(
      (
        await sendAs('acme', 'POST', 'saved-filters', await login('sale@acme.test'), {
          name: 'React developers',
          filters: {},
        })
      ).status,
    ).toBe(201);
    expect(
      (await sendAs('acme', 'POST', 'saved-filters', token, { name: 'x', filters: ['a'] })).body,
    ).toMatchObject({
      errors: { filters: ['The filters field must be an array.'] },
    });
    expect(
      (await sendAs('acme', 'POST', 'saved-filters', token, { name: 'x', filters: { a: { b: 1 } } })).body,
    ).toMatchObject({
      errors: { 'filters.a': ['The filters.a field must be a string.'] },
    });
  });

  it('keep each list apart: a projects view is saved and listed with list=projects only', async () => {
    const token = await login('admin@acme.test');
    const saved = await sendAs('acme', 'POST', 'saved-filters', token, {
      name: 'Senior QA',
      filters: { 'statuses.0': 'active' },
      list: 'projects',
    });
    // The same name as an employees view: names are unique within a list.
    expect(saved.status).toBe(201);
    const projects = savedFilterPageSchema.parse(
      (await getAs('acme', 'saved-filters?list=projects', token)).body,
    );
    expect(projects.data.map((filter) => filter.name)).toEqual(['Senior QA']);
    const employees = savedFilterPageSchema.parse((await getAs('acme', 'saved-filters', token)).body);
    expect(employees.total).toBe(12);
    allowInvalidRequests();
    expect((await getAs('acme', 'saved-filters?list=nope', token)).status).toBe(422);
  });

  it('a list needs the permission that shows it', async () => {
    const employee = await login('employee@acme.test');
    expect((await getAs('acme', 'saved-filters?list=projects', employee)).status).toBe(403);
    expect((await getAs('acme', 'saved-filters', employee)).status).toBe(200);
    // Everyone has their own time off, so everyone may keep views of it.
    expect((await getAs('acme', 'saved-filters?list=time-offs', employee)).status).toBe(200);
  });
});
