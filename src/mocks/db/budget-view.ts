import type { z } from 'zod/mini';
import type { budgetSchema } from '@/api/budget/budget.schemas';
import { fromCents, toCents } from '@/lib/cents';
import { MONTHS } from '@/lib/quarters';
import {
  closedThroughOf,
  departmentSalaries,
  projectYears,
  yearMonths,
  type BudgetSources,
} from './budget-figures';
import type { BudgetLineRow, BudgetVersionRow } from './budget-schemas';
import { mockToday } from './employee-view';
import { projectHolidays } from './project-view';
import type { TenantDb } from './tenant-db';

// GET budget as the mocked API answers it: the version's rows with forecast and actual computed now.

type BudgetWire = z.input<typeof budgetSchema>;
type MonthAmounts = Record<(typeof MONTHS)[number], number>;
type MonthActuals = Record<(typeof MONTHS)[number], number | null>;

export const companyCurrency = (db: TenantDb): string =>
  db.settings.applicationConfig?.currency.currency ?? 'EUR';

export function budgetSourcesOf(db: TenantDb): BudgetSources {
  return {
    projects: db.projects.all(),
    terms: db.terms.all(),
    invoices: db.invoices.all(),
    users: db.users.all(),
    departments: db.departments.all(),
    holidays: projectHolidays(db),
    timeOffs: db.timeOffs.all(),
    currency: companyCurrency(db),
  };
}

export const versionsOfYear = (db: TenantDb, year: number): BudgetVersionRow[] =>
  db.budgetVersions.findMany((q) => q.where({ year })).sort((a, b) => a.id - b.id);

const GROUP_ORDER = ['Projects', 'Salaries', 'Overhead'];
const groupRank = (group: string) => {
  const rank = GROUP_ORDER.indexOf(group);
  return rank < 0 ? GROUP_ORDER.length : rank;
};

// Income first, then by group (Projects, Salaries, Overhead, others) and by when the row was made.
export const rowsOfVersion = (db: TenantDb, versionId: number): BudgetLineRow[] =>
  db.budgetRows
    .findMany((q) => q.where({ version_id: versionId }))
    .sort(
      (a, b) =>
        (a.kind === b.kind ? 0 : a.kind === 'income' ? -1 : 1) ||
        groupRank(a.group) - groupRank(b.group) ||
        a.id - b.id,
    );

const amounts = (cents: readonly number[]): MonthAmounts =>
  Object.fromEntries(MONTHS.map((month, index) => [month, fromCents(cents[index] ?? 0)])) as MonthAmounts;

type BudgetRowWire = BudgetWire['rows'][number];

// A department's salary row can be one person's salary (issue 30 M5), so it needs report::salary.
export const isSalaryRow = (row: Pick<BudgetLineRow, 'source'>): boolean => row.source === 'department';

const sumMonths = <T extends number | null>(rows: readonly Record<string, T>[]): Record<string, T> =>
  Object.fromEntries(
    MONTHS.map((month) => {
      let sum: number | null = 0;
      for (const row of rows) {
        const value = row[month] ?? null;
        sum = sum === null || value === null ? null : sum + toCents(value);
      }
      return [month, sum === null ? null : fromCents(sum)];
    }),
  ) as Record<string, T>;

// Without report::salary the department rows become one row per currency (the budget never adds
// currencies), in the place of the first: what they add up to, so income − cost stays what it is, and
// no department (nor the person who is a department's only one in a currency) is told apart. It is
// derived, so read-only; its id is negative, no stored row's: a change naming it is a row not in the
// version (404).
function salariesUndisclosed(rows: readonly BudgetRowWire[], salary: ReadonlySet<number>): BudgetRowWire[] {
  const byCurrency = new Map<string, BudgetRowWire[]>();
  for (const row of rows)
    if (salary.has(row.id)) byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), row]);
  const currencies = [...byCurrency.keys()].sort();
  const total = (currency: string, members: readonly BudgetRowWire[]): BudgetRowWire => ({
    id: -(currencies.indexOf(currency) + 1),
    kind: 'cost',
    group: 'Salaries',
    title: `Salaries (${currency}, all departments)`,
    currency,
    editable: false,
    user_added: false,
    budget: sumMonths(members.map((row) => row.budget)) as BudgetRowWire['budget'],
    forecast: sumMonths(members.map((row) => row.forecast)) as BudgetRowWire['forecast'],
    actual: sumMonths(members.map((row) => row.actual)) as BudgetRowWire['actual'],
  });
  let placed = false;
  return rows.flatMap((row) => {
    if (!salary.has(row.id)) return [row];
    if (placed) return [];
    placed = true;
    return currencies.map((currency) => total(currency, byCurrency.get(currency) ?? []));
  });
}

// `salaries`: whether the reader may see each department's salaries (report::salary).
export function budgetAnswer(
  db: TenantDb,
  year: number,
  version: BudgetVersionRow | null,
  reader: { salaries: boolean },
): BudgetWire {
  const versions = versionsOfYear(db, year);
  const closedThrough = closedThroughOf(mockToday());
  const closed = new Set(yearMonths(year).filter((month) => month <= closedThrough));
  const rows = version ? rowsOfVersion(db, version.id) : [];
  const sources = budgetSourcesOf(db);
  const projectIds = new Set(rows.filter((row) => row.source === 'project').map((row) => row.source_id));
  const projects = new Map(
    projectYears(
      { ...sources, projects: sources.projects.filter((project) => projectIds.has(project.id)) },
      year,
    ).map((entry) => [entry.project.id, entry]),
  );
  // A salary row reads its department's payroll in the row's own currency.
  const salaryKey = (departmentId: number | null, currency: string) => `${departmentId ?? 0}:${currency}`;
  const salaries = new Map(
    departmentSalaries(sources, year).map((entry) => [salaryKey(entry.department.id, entry.currency), entry]),
  );
  const zeros = Array.from({ length: 12 }, () => 0);
  const actuals = (cents: readonly number[]): MonthActuals =>
    Object.fromEntries(
      MONTHS.map((month, index) => [
        month,
        closed.has(yearMonths(year)[index] ?? '') ? fromCents(cents[index] ?? 0) : null,
      ]),
    ) as MonthActuals;
  const wireRows = rows.map((row): BudgetRowWire => {
    let forecast: readonly number[] = row.budget_cents;
    let actual: readonly number[] = row.budget_cents;
    if (row.source === 'project') {
      const figures = projects.get(row.source_id ?? 0);
      forecast = figures?.forecast ?? zeros;
      actual = figures?.actual ?? zeros;
    } else if (row.source === 'department') {
      const payroll = salaries.get(salaryKey(row.source_id, row.currency));
      forecast = payroll?.forecast ?? zeros;
      actual = payroll?.actual ?? zeros;
    }
    return {
      id: row.id,
      kind: row.kind,
      group: row.group,
      title: row.title,
      currency: row.currency,
      editable: row.editable && version?.status === 'draft',
      user_added: row.user_added,
      budget: amounts(row.budget_cents),
      forecast: amounts(forecast),
      actual: actuals(actual),
    };
  });
  const salaryIds = new Set(rows.filter(isSalaryRow).map((row) => row.id));
  return {
    year,
    version: version ? { id: version.id, name: version.name, status: version.status } : null,
    versions: versions.map(({ id, name, status }) => ({ id, name, status })),
    closed_through: closedThrough,
    rows: reader.salaries ? wireRows : salariesUndisclosed(wireRows, salaryIds),
  };
}
