import { bulkResultSchema } from '@/api/common.schemas';
import { bulkAnswer, runBulk } from '@/mocks/routing/bulk';
import { paginate } from '@/mocks/routing/paginate';

const rows = Array.from({ length: 23 }, (_, index) => index + 1);
const at = (search: string) => new URL(`https://api.test/api/list${search}`);

describe('the mock’s paginator', () => {
  it('answers Laravel’s paginator for the page asked', () => {
    expect(paginate(rows, at('?page=3'), 10)).toEqual({
      data: [21, 22, 23],
      current_page: 3,
      last_page: 3,
      per_page: 10,
      total: 23,
    });
  });

  it('answers the first page for an unreadable page and the last for one past the end', () => {
    expect(paginate(rows, at('?page=abc'), 10).current_page).toBe(1);
    expect(paginate(rows, at('?page=9'), 10)).toMatchObject({ current_page: 3, data: [21, 22, 23] });
    expect(paginate([], at(''), 10)).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 0,
    });
  });
});

describe('the mock’s bulk answer', () => {
  it('changes what it may, skips the rest with the reason, each id once', async () => {
    const approved = new Set([2]);
    const step = (id: number) => {
      if (approved.has(id)) return 'Already approved';
      approved.add(id);
      return null;
    };
    expect(await runBulk([1, 2, 3, 1], step)).toEqual({
      updated: [1, 3],
      skipped: [{ id: 2, reason: 'Already approved' }],
    });
  });

  it('answers { data: { updated, skipped } }', async () => {
    const response = await bulkAnswer([4], () => 'Locked');
    expect(bulkResultSchema.parse(await response.json())).toEqual({
      data: { updated: [], skipped: [{ id: 4, reason: 'Locked' }] },
    });
  });
});
