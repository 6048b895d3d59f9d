import { percentOfCents } from '@/lib/cents';
import { departmentSalaries, projectYears, type BudgetSources } from './budget-figures';
import type { BudgetLineRow, BudgetVersionRow } from './budget-schemas';

// The rows a new budget version starts with (POST budget/{year}/seed, and the seed of last year and
// this year): a row per project, per department and currency of its salaries, and two overhead rows.

export type NewBudgetLine = Omit<BudgetLineRow, 'id' | 'version_id'>;

export const OVERHEAD_ROWS = [
  { title: 'Office rent', monthlyCents: 400_000 },
  { title: 'Software and services', monthlyCents: 120_000 },
] as const;

const twelve = (cents: number) => Array.from({ length: 12 }, () => cents);

const line = (fields: Omit<NewBudgetLine, 'user_added' | 'editable'>): NewBudgetLine => ({
  ...fields,
  user_added: false,
  editable: true,
});

// `budgetOf` turns a row's forecast into its budget (the forecast itself, zeros, a seeded deviation).
export function linesFromForecast(
  sources: BudgetSources,
  year: number,
  budgetOf: (forecast: number[], index: number) => number[],
): NewBudgetLine[] {
  const income = projectYears(sources, year).map(({ project, forecast }) =>
    line({
      kind: 'income',
      group: 'Projects',
      title: project.client ? `${project.title} (${project.client})` : project.title,
      currency: project.currency,
      source: 'project',
      source_id: project.id,
      budget_cents: forecast,
    }),
  );
  const salaryRows = departmentSalaries(sources, year);
  const currencyCount = (departmentId: number) =>
    salaryRows.filter((row) => row.department.id === departmentId).length;
  // A row per department and currency it pays in (payroll.ts), named with the currency when there are two.
  const salaries = salaryRows.map(({ department, currency, forecast }) =>
    line({
      kind: 'cost',
      group: 'Salaries',
      title:
        currencyCount(department.id) > 1
          ? `Salaries: ${department.name} (${currency})`
          : `Salaries: ${department.name}`,
      currency,
      source: 'department',
      source_id: department.id,
      budget_cents: forecast,
    }),
  );
  const overhead = OVERHEAD_ROWS.map((row) =>
    line({
      kind: 'cost',
      group: 'Overhead',
      title: row.title,
      currency: sources.currency,
      source: 'overhead',
      source_id: null,
      budget_cents: twelve(row.monthlyCents),
    }),
  );
  return [...income, ...salaries, ...overhead].map((row, index) => ({
    ...row,
    budget_cents: budgetOf(row.budget_cents, index),
  }));
}

// Last year's rows with every cell raised by `upliftPct` (rounded half up per cell).
export const linesWithUplift = (rows: readonly BudgetLineRow[], upliftPct: number): NewBudgetLine[] =>
  rows.map(({ id: _id, version_id: _version, ...row }) => ({
    ...row,
    editable: true,
    budget_cents: row.budget_cents.map((cents) => percentOfCents(cents, 100 + upliftPct)),
  }));

// A seeded budget misses its forecast by −10 % … +10 %, row by row, so the variance has something to say.
const seededDeviation = (forecast: number[], index: number): number[] =>
  forecast.map((cents) => percentOfCents(cents, 100 + ((index * 7) % 21) - 10));

export type SeededBudget = { budgetVersions: BudgetVersionRow[]; budgetRows: BudgetLineRow[] };

// Last year: Original (locked) and Rev 1 (draft, its second half set to the forecast); this year:
// Original (draft). Next year has none, so the screen offers to create it.
export function seedBudgets(sources: BudgetSources, referenceDate: Date): SeededBudget {
  const thisYear = referenceDate.getFullYear();
  const created = `${thisYear - 1}-01-05T09:00:00.000Z`;
  const budgetVersions: BudgetVersionRow[] = [
    { id: 1, year: thisYear - 1, name: 'Original', status: 'locked', created_at: created },
    {
      id: 2,
      year: thisYear - 1,
      name: 'Rev 1',
      status: 'draft',
      created_at: `${thisYear - 1}-07-01T09:00:00.000Z`,
    },
    {
      id: 3,
      year: thisYear,
      name: 'Original',
      status: 'draft',
      created_at: `${thisYear}-01-05T09:00:00.000Z`,
    },
  ];
  const lastYearForecast = linesFromForecast(sources, thisYear - 1, (forecast) => forecast);
  const lastYear = lastYearForecast.map((row, index) => ({
    ...row,
    budget_cents: seededDeviation(row.budget_cents, index),
  }));
  const revised = lastYear.map((row, index) => ({
    ...row,
    budget_cents: row.budget_cents.map((cents, month) =>
      month < 6 ? cents : (lastYearForecast[index]?.budget_cents[month] ?? cents),
    ),
  }));
  const current = linesFromForecast(sources, thisYear, seededDeviation);
  const budgetRows: BudgetLineRow[] = [];
  const add = (versionId: number, lines: readonly NewBudgetLine[]) => {
    for (const row of lines) budgetRows.push({ ...row, id: budgetRows.length + 1, version_id: versionId });
  };
  add(1, lastYear);
  add(2, revised);
  add(3, current);
  return { budgetVersions, budgetRows };
}
