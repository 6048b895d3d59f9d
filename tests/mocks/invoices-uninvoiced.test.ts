import { uninvoicedMonthsSchema } from '@/api/invoices/invoice.schemas';
import { invoiceFinancesResponseSchema } from '@/api/project-figures/project-figure.schemas';
import { getTenantDb } from '@/mocks/db';
import { PERMISSIONS } from '@/lib/permissions';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, revoke, setupMockApi } from '../support/mock-api';

setupMockApi();

// Today is 2025-05-15 in tests: the last three closed months are February to April.
const LAST_THREE = ['2025-02', '2025-03', '2025-04'];

describe('GET invoices/uninvoiced-months', () => {
  it('lists each project’s closed months with work and no invoice, by the project tab’s rule', async () => {
    const token = await login('sale@acme.test');
    const answer = await getAs('acme', 'invoices/uninvoiced-months?months=3', token);
    expect(answer.status).toBe(200);
    const listed = uninvoicedMonthsSchema.parse(answer.body).data;
    expect(listed.length).toBeGreaterThan(0);
    const db = await getTenantDb('acme');
    for (const project of db.projects.all()) {
      const finances = await getAs('acme', `internal-projects/invoice-finances/${project.id}`, token);
      const tabMonths = invoiceFinancesResponseSchema
        .parse(finances.body)
        .data.uninvoiced_months.filter((month) => LAST_THREE.includes(month));
      const mine = listed.filter((entry) => entry.project.id === project.id);
      expect(mine.map((entry) => entry.month).sort()).toEqual(tabMonths);
      for (const entry of mine) {
        expect(entry.project).toEqual({ id: project.id, title: project.title, client: project.client });
        expect(entry.forecast.currency).toBe(project.currency);
        expect(entry.forecast.amount).toBeGreaterThan(0);
      }
    }
    const months = listed.map((entry) => entry.month);
    expect(months).toEqual([...months].sort().reverse());
  });

  it('reaches further back with more months, 3 by default', async () => {
    const token = await login('sale@acme.test');
    const of = async (query: string) =>
      uninvoicedMonthsSchema.parse((await getAs('acme', `invoices/uninvoiced-months${query}`, token)).body)
        .data;
    allowInvalidRequests();
    const byDefault = await of('');
    expect(byDefault).toEqual(await of('?months=3'));
    const year = await of('?months=12');
    expect(year.length).toBeGreaterThanOrEqual(byDefault.length);
    expect(year.filter((entry) => LAST_THREE.includes(entry.month))).toEqual(byDefault);
  });

  it('refuses months outside 1–24 (422) and a caller without invoice::view (403)', async () => {
    allowInvalidRequests();
    const token = await login('sale@acme.test');
    for (const months of ['0', '25', 'x']) {
      const answer = await getAs('acme', `invoices/uninvoiced-months?months=${months}`, token);
      expect(answer.status).toBe(422);
      expect((answer.body as { errors: Record<string, string[]> }).errors.months).toEqual([
        'The months field must be between 1 and 24.',
      ]);
    }
    await revoke('acme', 'sale@acme.test', PERMISSIONS.invoiceView);
    expect((await getAs('acme', 'invoices/uninvoiced-months', token)).status).toBe(403);
  });
});
