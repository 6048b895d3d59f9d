import { format, parseISO, subMonths } from 'date-fns';
import type { NamedDay } from '@/lib/working-days';
import { actualByMonth, forecastByMonth, type CentsByMonth } from './project-figures';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';
import type { MockUser, NamedRow } from './schemas';

// Forecast and actual of budget rows, month by month ('yyyy-MM' → cents), from the same sums the
// project figures use, so a project's budget row agrees with its revenue tab.

export type BudgetSources = {
  projects: readonly ProjectRow[];
  terms: readonly TermRow[];
  invoices: readonly InvoiceRow[];
  users: readonly MockUser[];
  departments: readonly NamedRow[];
  holidays: readonly NamedDay[];
  // The company's currency: salaries are paid in it.
  currency: string;
};

export const yearMonths = (year: number): string[] =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

export const monthsOfYear = (byMonth: CentsByMonth, year: number): number[] =>
  yearMonths(year).map((month) => byMonth.get(month) ?? 0);

// The last month that has ended.
export const closedThroughOf = (today: string): string => format(subMonths(parseISO(today), 1), 'yyyy-MM');

// A person's monthly salary (the mock has no payroll: a figure by seniority, in cents).
export const monthlySalaryCents = (user: MockUser): number => 150_000 + (user.seniority_id ?? 1) * 25_000;

const isStaff = (user: MockUser): boolean => (user.stage === '' || user.stage === 'hired') && !user.archived;

// A department's salaries by month: everyone of it employed on the month's first day (or hired
// during it).
export function salariesByMonth(users: readonly MockUser[], departmentId: number, year: number): number[] {
  const staff = users.filter((user) => user.department_id === departmentId && isStaff(user));
  return yearMonths(year).map((month) =>
    staff
      .filter((user) => user.start_date === null || user.start_date.slice(0, 7) <= month)
      .reduce((sum, user) => sum + monthlySalaryCents(user), 0),
  );
}

export type ProjectYear = { project: ProjectRow; forecast: number[]; actual: number[] };

// Every project with a forecast or an invoice in the year, with both by month.
export function projectYears(sources: BudgetSources, year: number): ProjectYear[] {
  const termsOf = groupBy(sources.terms, (term) => term.internal_project_id);
  const invoicesOf = groupBy(sources.invoices, (invoice) => invoice.internal_project_id);
  return sources.projects
    .map((project) => ({
      project,
      forecast: monthsOfYear(forecastByMonth(termsOf.get(project.id) ?? [], sources.holidays), year),
      actual: monthsOfYear(actualByMonth(invoicesOf.get(project.id) ?? []), year),
    }))
    .filter(({ forecast, actual }) => forecast.some(Boolean) || actual.some(Boolean));
}

function groupBy<T>(items: readonly T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(keyOf(item));
    if (group) group.push(item);
    else groups.set(keyOf(item), [item]);
  }
  return groups;
}

// Departments that have staff, by name.
export const staffedDepartments = (sources: BudgetSources): NamedRow[] =>
  sources.departments
    .filter((department) =>
      sources.users.some((user) => user.department_id === department.id && isStaff(user)),
    )
    .sort((a, b) => a.name.localeCompare(b.name));
