import { describe, expect, it } from 'vitest';
import { budgetResponseSchema, type Budget } from '@/api/budget/budget.schemas';
import { reportResponseSchema, type Report } from '@/api/reports/report.schemas';
import { getTenantDb } from '@/mocks/db';
import { MONTHS } from '@/lib/quarters';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();

// Today is 2025-05-15: 2024 and 2025 have seeded budgets, April 2025 is the last closed month.

async function budgetOf(year: number): Promise<Budget> {
  const answer = await getAs('acme', `budget?year=${year}`, await login('admin@acme.test'));
  expect(answer.status).toBe(200);
  return budgetResponseSchema.parse(answer.body).data;
}

async function salaryByDepartment(year: number): Promise<Report> {
  const path = `reports/salary?year=${year}&group_by=department`;
  const answer = await getAs('acme', path, await login('admin@acme.test'));
  expect(answer.status).toBe(200);
  return reportResponseSchema.parse(answer.body).data;
}

describe('payroll: one payroll for the budget and the salary report', () => {
  it.each([2024, 2025])(
    "gives each department's salary row in %i budget the salary report's total of its people, per currency and month",
    async (year) => {
      const [budget, report, db] = await Promise.all([
        budgetOf(year),
        salaryByDepartment(year),
        getTenantDb('acme'),
      ]);
      const departmentOf = (rowId: number) =>
        db.budgetRows.findFirst((q) => q.where({ id: rowId }))?.source_id;
      const salaryRows = budget.rows.filter((row) => row.group === 'Salaries');
      // Every department and currency the report pays has its budget row, and no other.
      expect(salaryRows.map((row) => `${departmentOf(row.id)}:${row.currency}`).sort()).toEqual(
        // A person's row carries their currency in every month of the year, employed or not yet.
        report.rows
          .flatMap((row) =>
            Object.keys(row.months.January.forecast).map((currency) => `${row.group?.id}:${currency}`),
          )
          .sort(),
      );
      for (const row of salaryRows) {
        const department = report.rows.find((each) => each.group?.id === departmentOf(row.id));
        MONTHS.forEach((month, index) => {
          const label = `${row.title} ${month} ${year}`;
          expect(row.forecast[index], label).toBe(department?.months[month].forecast[row.currency] ?? 0);
          if (row.actual[index] !== null)
            expect(row.actual[index], label).toBe(department?.months[month].actual[row.currency] ?? 0);
        });
      }
      expect(salaryRows.length).toBeGreaterThan(0);
    },
  );
});
