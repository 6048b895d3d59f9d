import { balancePageSchema } from '@/api/time-offs/time-off.schemas';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

const pageOf = async (token: string, query: string) =>
  balancePageSchema.parse((await getAs('acme', `time-offs/balances?per_page=100&${query}`, token)).body).data;

describe('time-off balances, sorted (proposed sort)', () => {
  it('sorts by available or taken days either way, by name within equal days; by name otherwise', async () => {
    const token = await login('admin@acme.test');
    const byName = await pageOf(token, '');
    expect(byName.data.map((row) => row.user.name)).toEqual(
      [...byName.data].map((row) => row.user.name).sort((a, b) => a.localeCompare(b)),
    );
    const ascending = (await pageOf(token, 'sort=available')).data.map((row) => row.vacation.available);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(new Set(ascending).size).toBeGreaterThan(1);
    const descending = (await pageOf(token, 'sort=-taken')).data.map((row) => row.vacation.taken);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    const reversed = (await pageOf(token, 'sort=-user')).data.map((row) => row.user.name);
    expect(reversed).toEqual(byName.data.map((row) => row.user.name).reverse());
  });
});
