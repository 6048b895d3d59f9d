import { configureMockDb, getTenantDb, resetMockDb } from '@/mocks/db';
import { seedTenant } from '@/mocks/db/seed-tenant';
import { bearer, call, login, tenantUrl, setupMockApi, REFERENCE_DATE } from '../support/mock-api';

setupMockApi();

const firstNames = async (tenant: string) =>
  (await getTenantDb(tenant)).users.all().map((user) => user.first_name);

describe('seeding', () => {
  it('is deterministic: the same seed gives the same first names, another seed others', async () => {
    configureMockDb({ seed: 7, referenceDate: REFERENCE_DATE });
    const first = await firstNames('acme');
    configureMockDb({ seed: 7, referenceDate: REFERENCE_DATE });
    expect(await firstNames('acme')).toEqual(first);
    configureMockDb({ seed: 8, referenceDate: REFERENCE_DATE });
    expect(await firstNames('acme')).not.toEqual(first);
    // Each tenant draws its own people.
    expect(await firstNames('globex')).not.toEqual(await firstNames('acme'));
  });

  it('seeds the demo accounts with their roles and the acme admin into globex', async () => {
    const acme = await getTenantDb('acme');
    expect(
      acme.users
        .findMany((q) => q.where({ email: (e) => e.endsWith('@acme.test') && !/\.\d+@/.test(e) }))
        .map((u) => [u.email, u.role]),
    ).toEqual([
      ['admin@acme.test', 'admin'],
      ['sale@acme.test', 'sale'],
      ['employee@acme.test', 'employee'],
    ]);
    const globex = await getTenantDb('globex');
    expect(globex.users.findFirst((q) => q.where({ email: 'admin@acme.test' }))?.role).toBe('admin');
  });

  // Two tenants of 5,000 people with two years of leave each: seconds alone, many more beside other work.
  // Recruitment's seed adds candidates after them, to show every stage: they are candidates all.
  it('scale 5,000 seeds 5,000 users per tenant, then candidates', { timeout: 60_000 }, async () => {
    configureMockDb({ scale: 5000, referenceDate: REFERENCE_DATE });
    const acme = await getTenantDb('acme');
    expect(acme.users.findMany((q) => q.where({ id: (id) => id <= 5000 }))).toHaveLength(5000);
    const data = seedTenant('globex', { scale: 5000, seed: 1, referenceDate: REFERENCE_DATE });
    expect(data.users.filter((user) => user.id <= 5000)).toHaveLength(5000);
    const candidateIds = new Set(data.candidates.map((row) => row.user_id));
    expect(data.users.filter((user) => user.id > 5000).every((user) => candidateIds.has(user.id))).toBe(true);
    expect(new Set(data.users.map((user) => user.email)).size).toBe(data.users.length);
  });

  it('reset restores the seed after changes', async () => {
    const token = await login('admin@acme.test');
    await call(tenantUrl('acme', 'notifications/mark-all-as-seen'), {
      method: 'PATCH',
      headers: bearer(token),
    });
    const unseen = async () =>
      (await getTenantDb('acme')).notifications.findMany((q) => q.where({ user_id: 1, seen: false })).length;
    expect(await unseen()).toBe(0);
    await resetMockDb();
    expect(await unseen()).toBeGreaterThan(0);
  });
});
