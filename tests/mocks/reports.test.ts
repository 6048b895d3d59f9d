import { describe, expect, it } from 'vitest';
import { reportRowResponseSchema } from '@/api/project-figures/project-figure.schemas';
import { reportResponseSchema, type Report, type ReportRow } from '@/api/reports/report.schemas';
import { getTenantDb } from '@/mocks/db';
import { MONTHS } from '@/lib/quarters';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, revoke, setupMockApi } from '../support/mock-api';

setupMockApi();

// Today is 2025-05-15 (REFERENCE_DATE): April 2025 is the last month that has ended.

async function report(path: string, token: string): Promise<Report> {
  const answer = await getAs('acme', path, token);
  expect(answer.status, path).toBe(200);
  return reportResponseSchema.parse(answer.body).data;
}

const sumOf = (rows: readonly ReportRow[], pick: (row: ReportRow) => Readonly<Record<string, number>>) => {
  const totals: Record<string, number> = {};
  for (const row of rows)
    for (const [currency, cents] of Object.entries(pick(row)))
      totals[currency] = (totals[currency] ?? 0) + cents;
  return totals;
};

describe('reports: who may read them and what they refuse', () => {
  it('answers 403 without report::view', async () => {
    const employee = await login('employee@acme.test');
    for (const kind of ['income', 'profitability', 'salary'])
      expect((await getAs('acme', `reports/${kind}?year=2025`, employee)).status, kind).toBe(403);
  });

  // Issue 30 M5: salaries have a permission of their own; report::view opens income and profitability.
  it('answers 403 to the salary report without report::salary: the sale role reads income and profitability only', async () => {
    const sale = await login('sale@acme.test');
    expect((await getAs('acme', 'reports/salary?year=2025', sale)).status).toBe(403);
    expect((await getAs('acme', 'reports/salary?year=2025&group_by=department', sale)).status).toBe(403);
    expect((await getAs('acme', 'reports/income?year=2025', sale)).status).toBe(200);
    // Profitability carries salary cost per project, client or manager: never a row per person.
    const profitability = await report('reports/profitability?year=2025', sale);
    expect(new Set(profitability.rows.map((row) => row.group?.kind))).toEqual(new Set(['project']));
    for (const groupBy of ['client', 'pm'] as const) {
      const grouped = await report(`reports/profitability?year=2025&group_by=${groupBy}`, sale);
      expect(grouped.rows.every((row) => row.group?.kind === groupBy)).toBe(true);
    }
  });

  it('gives the salary report to report::salary (admin: 200), with or without report::view', async () => {
    const admin = await login('admin@acme.test');
    expect((await getAs('acme', 'reports/salary?year=2025', admin)).status).toBe(200);
    await revoke('acme', 'admin@acme.test', 'report::view');
    expect((await getAs('acme', 'reports/salary?year=2025', admin)).status).toBe(200);
    expect((await getAs('acme', 'reports/income?year=2025', admin)).status).toBe(403);
    await revoke('acme', 'admin@acme.test', 'report::salary');
    expect((await getAs('acme', 'reports/salary?year=2025', admin)).status).toBe(403);
  });

  it('answers 422 with the field for a bad year, grouping or id', async () => {
    allowInvalidRequests();
    const sale = await login('sale@acme.test');
    const year = await getAs('acme', 'reports/income?year=20x5', sale);
    expect(year.status).toBe(422);
    expect(year.body).toMatchObject({
      errors: { year: ['The year field must be a year between 2000 and 2100.'] },
    });
    const group = await getAs('acme', 'reports/profitability?year=2025&group_by=planet', sale);
    expect(group.status).toBe(422);
    expect(group.body).toMatchObject({
      message: expect.stringContaining('group by'),
      errors: { group_by: [expect.any(String)] },
    });
    const ids = await getAs('acme', 'reports/salary?year=2025&user_ids[]=x', await login('admin@acme.test'));
    expect(ids.status).toBe(422);
    expect(ids.body).toMatchObject({
      errors: { 'user_ids.0': ['The user_ids.0 field must be an integer.'] },
    });
  });
});

describe('reports: income', () => {
  it('gives each project the row GET internal-projects/project-revenue/{id} gives it', async () => {
    const sale = await login('sale@acme.test');
    const income = await report('reports/income?year=2025', sale);
    expect(income.closed_through).toBe('2025-04');
    expect(income.rows.length).toBeGreaterThan(3);
    for (const row of income.rows.slice(0, 4)) {
      const answer = await getAs('acme', `internal-projects/project-revenue/${row.id}?year=2025`, sale);
      const revenue = reportRowResponseSchema.parse(answer.body).data;
      const { group, ...rest } = row;
      expect(group).toEqual({ kind: 'project', id: row.id, title: row.title });
      expect(rest).toEqual(revenue);
    }
  });

  it('groups projects by client and by manager, summing per currency, and totals the rows', async () => {
    const sale = await login('sale@acme.test');
    const byProject = await report('reports/income?year=2025', sale);
    for (const groupBy of ['client', 'pm'] as const) {
      const grouped = await report(`reports/income?year=2025&group_by=${groupBy}`, sale);
      expect(grouped.rows.every((row) => row.group?.kind === groupBy)).toBe(true);
      expect(grouped.rows.length).toBeLessThan(byProject.rows.length);
      expect(grouped.totals.delta.total).toEqual(byProject.totals.delta.total);
      for (const month of MONTHS)
        expect(sumOf(grouped.rows, (row) => row.months[month].forecast)).toEqual(
          byProject.totals.months[month].forecast,
        );
    }
    expect(byProject.totals.delta.total).toEqual(sumOf(byProject.rows, (row) => row.delta.total));
    expect(byProject.totals.invoices).toHaveLength(byProject.rows.flatMap((row) => row.invoices).length);
    expect(byProject.currency_rates.length).toBeGreaterThan(0);
  });

  it('filters by project, currency and manager', async () => {
    const sale = await login('sale@acme.test');
    const all = await report('reports/income?year=2025', sale);
    const [first, second] = all.rows;
    const two = await report(
      `reports/income?year=2025&project_ids[]=${first!.id}&project_ids[]=${second!.id}`,
      sale,
    );
    expect(two.rows.map((row) => row.id)).toEqual([first!.id, second!.id]);
    const eur = await report('reports/income?year=2025&currencies[]=EUR', sale);
    expect(eur.rows.length).toBeGreaterThan(0);
    expect(eur.rows.every((row) => Object.keys(row.delta.total).join() === 'EUR')).toBe(true);
    expect(Object.keys(eur.totals.delta.total)).toEqual(['EUR']);
    expect(eur.totals.delta.percentage).not.toBeNull();
  });
});

describe('reports: profitability and salary', () => {
  it('adds the salary cost, profit and margin to each row', async () => {
    const sale = await login('sale@acme.test');
    const profitability = await report('reports/profitability?year=2025', sale);
    const costed = profitability.rows.filter((row) => Object.keys(row.cost?.total ?? {}).length > 0);
    expect(costed.length).toBeGreaterThan(0);
    for (const row of costed) {
      expect(row.profit).toBeDefined();
      expect(row.margin).toBeDefined();
    }
    expect(profitability.totals.cost?.total).toEqual(
      sumOf(profitability.rows, (row) => row.cost?.total ?? {}),
    );
  });

  it('gives a row per person: contract salary as forecast, payroll as actual, the gap in other', async () => {
    const admin = await login('admin@acme.test');
    const salary = await report('reports/salary?year=2025', admin);
    expect(salary.rows.length).toBeGreaterThan(5);
    for (const row of salary.rows) {
      expect(row.group).toEqual({ kind: 'person', id: row.id, title: row.title });
      expect(row.invoices).toEqual([]);
      expect(row.delta.other.other).toEqual(row.delta.total);
      expect(row.months.May.actual).toEqual(
        Object.fromEntries(Object.keys(row.months.May.actual).map((c) => [c, 0])),
      );
    }
    const departments = await report('reports/salary?year=2025&group_by=department', admin);
    expect(departments.rows.every((row) => row.group?.kind === 'department')).toBe(true);
    expect(departments.rows.length).toBeLessThan(salary.rows.length);
    expect(departments.totals.months.March).toEqual(salary.totals.months.March);
    const person = salary.rows[0]!;
    const one = await report(`reports/salary?year=2025&user_ids[]=${person.id}`, admin);
    expect(one.rows).toEqual([person]);
  });

  it('shares out exactly the payroll of the people booked in a closed month, and seeds unpaid leave', async () => {
    const sale = await login('sale@acme.test');
    const profitability = await report('reports/profitability?year=2025', sale);
    const salary = await report('reports/salary?year=2025', await login('admin@acme.test'));
    const db = await getTenantDb('acme');
    const bookedInMarch = new Set(
      db.terms
        .all()
        .filter((term) => term.start_date <= '2025-03-31' && term.end_date >= '2025-03-01')
        .map((term) => term.user_id),
    );
    const paid = salary.rows.filter((row) => bookedInMarch.has(row.id));
    expect(paid.length).toBeGreaterThan(0);
    expect(sumOf(profitability.rows, (row) => row.cost?.months.March ?? {})).toEqual(
      sumOf(paid, (row) => row.months.March.actual),
    );
    // Somebody took unpaid leave in the closed months: paid less than the contract, the gap in other.
    expect(salary.rows.some((row) => Object.values(row.delta.total).some((cents) => cents < 0))).toBe(true);
  });
});
