import { invoicePageSchema } from '@/api/invoices/invoice.schemas';
import { configureMockDb, getTenantDb } from '@/mocks/db';
import { seedTenant } from '@/mocks/db/seed-tenant';
import { projectsFromEnv } from '@/mocks/settings';
import { REFERENCE_DATE, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

const options = { scale: 60, seed: 20240601, referenceDate: REFERENCE_DATE };

describe('invoices at benchmark scale (NEXT_PUBLIC_MOCK_PROJECTS)', () => {
  it('reads the project count literally, ignoring what is not a positive whole number', () => {
    vi.stubEnv('NEXT_PUBLIC_MOCK_PROJECTS', '800');
    expect(projectsFromEnv()).toBe(800);
    vi.stubEnv('NEXT_PUBLIC_MOCK_PROJECTS', '0');
    expect(projectsFromEnv()).toBeNull();
    vi.stubEnv('NEXT_PUBLIC_MOCK_PROJECTS', 'many');
    expect(projectsFromEnv()).toBeNull();
    vi.unstubAllEnvs();
  });

  it('800 projects seed over 10,000 invoices, every payment × approval combination among them', () => {
    const data = seedTenant('acme', { ...options, projects: 800 });
    expect(data.projects).toHaveLength(800);
    expect(data.invoices.length).toBeGreaterThanOrEqual(10_000);
    const combos = new Set(data.invoices.map((row) => `${row.approval_status}/${row.payment_status}`));
    for (const combo of ['pending/np', 'approved/np', 'approved/pp', 'approved/p', 'rejected/np'])
      expect(combos).toContain(combo);
  });

  it('the default seed keeps its invoices and figures: the project knob unset changes nothing', () => {
    const plain = seedTenant('acme', options);
    const again = seedTenant('acme', { ...options, projects: null });
    expect(again.invoices).toEqual(plain.invoices);
  });

  it('answers a filtered, sorted page of the whole set with totals', async () => {
    // The project knob, at a count whose invoices fill page 40 and more: the 800 of the benchmark only
    // cost the mock's build of 10,000 rows here (the seed at 800 is checked above).
    configureMockDb({ referenceDate: REFERENCE_DATE, projects: 100 });
    const count = (await getTenantDb('acme')).invoices.all().length;
    expect(count).toBeGreaterThan(40 * 25);
    const token = await login('sale@acme.test');
    const answer = await sendAs('acme', 'POST', 'invoices?page=40', token, {
      filter_options: { sort: { by: 'client', dir: 'asc' } },
      invoices_per_page: 25,
    });
    const page = invoicePageSchema.parse(answer.body).data;
    expect(page.total).toBe(count);
    expect(page.data).toHaveLength(25);
  });
});
