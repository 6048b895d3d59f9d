import { describe, expect, it } from 'vitest';
import {
  invoiceFinancesResponseSchema,
  projectDashboardResponseSchema,
  projectRevenueResponseSchema,
  projectTotalsResponseSchema,
  reportRowResponseSchema,
} from '@/api/project-figures/project-figure.schemas';
import { getTenantDb } from '@/mocks/db';
import { MONTHS, QUARTERS } from '@/lib/quarters';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

// Today is 2025-05-15 (REFERENCE_DATE): April 2025 is the last month that has ended.
const CALLS = [
  'internal-projects/dashboard/1',
  'internal-projects/totals/1',
  'internal-projects/invoice-finances/1',
  'internal-projects/revenue/1?initial=1',
  'internal-projects/project-revenue/1?year=2025',
];

async function figuresOf(tenant: string, id: number, token: string) {
  const get = async (path: string) => {
    const answer = await getAs(tenant, path, token);
    expect(answer.status, path).toBe(200);
    return answer.body;
  };
  return {
    dashboard: projectDashboardResponseSchema.parse(await get(`internal-projects/dashboard/${id}`)).data,
    totals: projectTotalsResponseSchema.parse(await get(`internal-projects/totals/${id}`)).data,
    finances: invoiceFinancesResponseSchema.parse(await get(`internal-projects/invoice-finances/${id}`)).data,
    current: projectRevenueResponseSchema.parse(await get(`internal-projects/revenue/${id}?initial=0`)).data,
    baseline: projectRevenueResponseSchema.parse(await get(`internal-projects/revenue/${id}?initial=1`)).data,
    row: reportRowResponseSchema.parse(await get(`internal-projects/project-revenue/${id}?year=2025`)).data,
  };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('project figures: who may read them', () => {
  it('answers 403 to a user without project::view and 404 for a project that does not exist', async () => {
    const employee = await login('employee@acme.test');
    for (const path of CALLS) expect((await getAs('acme', path, employee)).status, path).toBe(403);
    const sale = await login('sale@acme.test');
    for (const path of CALLS) {
      expect((await getAs('acme', path, sale)).status, path).toBe(200);
      expect((await getAs('acme', path.replace(/\/1(?=\?|$)/, '/9999'), sale)).status, path).toBe(404);
    }
  });
});

describe('project figures: one project, every call agreeing', () => {
  for (const [tenant, email, id] of [
    ['acme', 'admin@acme.test', 1],
    ['acme', 'admin@acme.test', 4],
    ['globex', 'admin@globex.test', 2],
  ] as const) {
    it(`${tenant} project ${id}: totals, dashboard, invoice sums, revenue and the report row match`, async () => {
      const db = await getTenantDb(tenant);
      const project = db.projects.findFirst((q) => q.where({ id }))!;
      const invoices = db.invoices.findMany((q) => q.where({ internal_project_id: id }));
      const counted = invoices.filter((invoice) => invoice.approval_status !== 'rejected');
      const { dashboard, totals, finances, current, baseline, row } = await figuresOf(
        tenant,
        id,
        await login(email),
      );
      const cur = project.currency;
      const only = (cents: number) => ({ [cur]: cents });

      // Invoiced is every invoice not rejected, net of VAT; remaining what is left of the contract.
      expect(totals.invoiced).toEqual(only(sum(counted.map((invoice) => invoice.subtotal_cents))));
      expect(totals.paid).toEqual(only(sum(counted.map((invoice) => invoice.paid_cents))));
      expect(totals.remaining).toEqual(only((totals.contract_value[cur] ?? 0) - (totals.invoiced[cur] ?? 0)));
      expect(dashboard.kpis.outstanding).toEqual(totals.outstanding);
      expect(dashboard.kpis.overdue).toEqual(finances.overdue);
      expect(dashboard.currency).toBe(cur);
      expect([dashboard.as_of, dashboard.closed_through]).toEqual(['2025-05-15', '2025-04']);

      // The months: the dashboard's are revenue?initial=0; their actuals are what was invoiced, their
      // ended months' forecast is the forecast to date.
      expect(dashboard.months).toEqual(current);
      expect(sum(current.map((month) => month.actual[cur] ?? 0))).toBe(totals.invoiced[cur]);
      expect(
        sum(current.filter((month) => month.month <= '2025-04').map((month) => month.forecast[cur] ?? 0)),
      ).toBe(totals.forecast_to_date[cur]);
      expect(baseline.map((month) => month.month)).toEqual(current.map((month) => month.month));

      // Invoice sums (VAT included): by payment of those not rejected = pending + approved.
      const paymentSum = sum(
        [finances.by_payment.np, finances.by_payment.pp, finances.by_payment.p].map((a) => a[cur] ?? 0),
      );
      expect(paymentSum).toBe(
        (finances.by_approval.pending[cur] ?? 0) + (finances.by_approval.approved[cur] ?? 0),
      );
      expect(paymentSum + (finances.by_approval.rejected[cur] ?? 0)).toBe(
        sum(invoices.map((invoice) => invoice.total_cents)),
      );
      for (const month of finances.uninvoiced_months)
        expect(dashboard.alerts).toContainEqual(expect.objectContaining({ type: 'uninvoiced_month', month }));

      // The report row of 2025: months as revenue gives them, quarters their sums, the delta of January
      // to April explained to the cent.
      for (const [index, name] of MONTHS.entries()) {
        const month = current.find((entry) => entry.month === `2025-${String(index + 1).padStart(2, '0')}`);
        expect(row.months[name].forecast[cur] ?? 0).toBe(month?.forecast[cur] ?? 0);
        expect(row.months[name].actual[cur] ?? 0).toBe(month?.actual[cur] ?? 0);
      }
      for (const quarter of QUARTERS)
        expect(row.quarters[quarter.name].forecast[cur]).toBe(
          sum(quarter.months.map((name) => row.months[name].forecast[cur] ?? 0)),
        );
      const closed = MONTHS.slice(0, 4);
      const delta = sum(
        closed.map((name) => (row.months[name].actual[cur] ?? 0) - (row.months[name].forecast[cur] ?? 0)),
      );
      expect(row.delta.total).toEqual(only(delta));
      // Sent as plain numbers in delta.currency, read per currency.
      const { vacation, sick_leave, other } = row.delta.other;
      expect(Object.keys({ ...vacation, ...sick_leave, ...other })).toEqual([cur]);
      expect((vacation[cur] ?? 0) + (sick_leave[cur] ?? 0) + (other[cur] ?? 0)).toBe(delta);
      expect(row.closed_through).toBe('2025-04');
      expect(row.invoices.map((invoice) => invoice.id).sort((a, b) => a - b)).toEqual(
        counted
          .filter((invoice) => invoice.period_from.startsWith('2025-'))
          .map((invoice) => invoice.id)
          .sort((a, b) => a - b),
      );
    });
  }

  it('gives the baseline from the terms as first saved: a changed term moves the forecast, not the baseline', async () => {
    const db = await getTenantDb('acme');
    const term = db.terms.findMany((q) => q.where({ internal_project_id: 1 }))[0]!;
    const token = await login('admin@acme.test');
    const read = async (initial: number) =>
      projectRevenueResponseSchema.parse(
        (await getAs('acme', `internal-projects/revenue/1?initial=${initial}`, token)).body,
      ).data;
    const total = (months: Awaited<ReturnType<typeof read>>) =>
      sum(months.map((month) => sum(Object.values(month.forecast))));
    const before = { current: total(await read(0)), baseline: total(await read(1)) };
    await db.terms.update((q) => q.where({ id: term.id }), {
      data(row) {
        row.rate_cents += 1000;
      },
    });
    expect(total(await read(0))).toBeGreaterThan(before.current);
    expect(total(await read(1))).toBe(before.baseline);
  });
});

describe('project figures: revenue and report parameters', () => {
  it('takes from/to as months or dates, and refuses a reversed or malformed period or initial', async () => {
    const token = await login('admin@acme.test');
    const months = projectRevenueResponseSchema.parse(
      (await getAs('acme', 'internal-projects/revenue/1?from=2025-01&to=2025-12-31&initial=1', token)).body,
    ).data;
    expect(months.map((month) => month.month)).toEqual(
      MONTHS.map((_, index) => `2025-${String(index + 1).padStart(2, '0')}`),
    );
    const refused = async (query: string, field: string) => {
      const answer = await getAs('acme', `internal-projects/revenue/1?${query}`, token);
      expect(answer.status, query).toBe(422);
      expect(answer.body, query).toMatchObject({ errors: { [field]: [expect.any(String)] } });
    };
    allowInvalidRequests();
    await refused('from=2025-06&to=2025-01', 'to');
    await refused('from=June', 'from');
    await refused('initial=yes', 'initial');
    await refused('from=2000-01&to=2025-01', 'to');
  });

  it('gives this year’s row without a year and refuses a year that is not one', async () => {
    const token = await login('admin@acme.test');
    // The client always names the year: leaving it out is a call it never makes.
    allowInvalidRequests();
    const row = reportRowResponseSchema.parse(
      (await getAs('acme', 'internal-projects/project-revenue/1', token)).body,
    ).data;
    expect(row.year).toBe(2025);
    const answer = await getAs('acme', 'internal-projects/project-revenue/1?year=abc', token);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ errors: { year: [expect.any(String)] } });
  });
});
