import { format, parseISO, subMonths } from 'date-fns';
import type { NamedDay } from '@/lib/working-days';
import { monthRange, termLineCounted } from '@/lib/term-forecast';
import { monthlyWorkingDayCounter, type WorkingDayCounter } from '@/lib/working-day-counter';
import { actualByMonth, type CentsByMonth } from './project-figures';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';
import { isOnPayroll, payrollByCurrency, salaryCalendar } from './payroll';
import type { MockUser, NamedRow } from './schemas';
import type { TimeOffRow } from './time-off-schemas';
import { groupBy } from './group-by';

// Forecast and actual of budget rows, month by month ('yyyy-MM' → cents), from the same sums the
// project figures use, so a project's budget row agrees with its revenue tab.

export type BudgetSources = {
  projects: readonly ProjectRow[];
  terms: readonly TermRow[];
  invoices: readonly InvoiceRow[];
  users: readonly MockUser[];
  departments: readonly NamedRow[];
  holidays: readonly NamedDay[];
  // Unpaid leave takes pay off the salaries' actuals (payroll.ts).
  timeOffs: readonly TimeOffRow[];
  // The company's currency: overhead is budgeted in it (salaries in the currency each person is paid in).
  currency: string;
};

export const yearMonths = (year: number): string[] =>
  Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);

export const monthsOfYear = (byMonth: CentsByMonth, year: number): number[] =>
  yearMonths(year).map((month) => byMonth.get(month) ?? 0);

// The last month that has ended.
export const closedThroughOf = (today: string): string => format(subMonths(parseISO(today), 1), 'yyyy-MM');

export type ProjectYear = { project: ProjectRow; forecast: number[]; actual: number[] };

// A project's forecast for the months of one year: the lines forecastByMonth adds up (termLine's rule, a
// line per term and month, rounded once), for those twelve months only. The budget asks for every term
// and month, so the working days are counted once per month (monthlyWorkingDayCounter).
export function forecastOfYear(
  terms: readonly TermRow[],
  holidays: readonly NamedDay[],
  year: number,
  countWorkingDays: WorkingDayCounter = monthlyWorkingDayCounter(holidays),
): number[] {
  return yearMonths(year).map((month) => {
    const { from, to } = monthRange(month);
    return terms.reduce((sum, term) => sum + termLineCounted(term, from, to, countWorkingDays).cents, 0);
  });
}

// Every project with a forecast or an invoice in the year, with both by month.
export function projectYears(sources: BudgetSources, year: number): ProjectYear[] {
  const termsOf = groupBy(sources.terms, (term) => term.internal_project_id);
  const invoicesOf = groupBy(sources.invoices, (invoice) => invoice.internal_project_id);
  const countWorkingDays = monthlyWorkingDayCounter(sources.holidays);
  return sources.projects
    .map((project) => ({
      project,
      forecast: forecastOfYear(termsOf.get(project.id) ?? [], sources.holidays, year, countWorkingDays),
      actual: monthsOfYear(actualByMonth(invoicesOf.get(project.id) ?? []), year),
    }))
    .filter(({ forecast, actual }) => forecast.some(Boolean) || actual.some(Boolean));
}

// A department's salary cost in one currency, by month of the year: forecast = the contract salaries of
// its people on the payroll that month, actual = what they were paid (the salary report's figures).
export type DepartmentSalaries = {
  department: NamedRow;
  currency: string;
  forecast: number[];
  actual: number[];
};

// Every department with someone on the payroll in the year, by name, one entry per currency it pays in:
// the budget keeps each row in one currency and never converts, so GEL and EUR salaries are two rows.
export function departmentSalaries(sources: BudgetSources, year: number): DepartmentSalaries[] {
  const calendar = salaryCalendar(sources.timeOffs, sources.holidays);
  const months = yearMonths(year);
  const staff = sources.users.filter(isOnPayroll);
  return [...sources.departments]
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((department) =>
      payrollByCurrency(
        staff.filter((user) => user.department_id === department.id),
        months,
        calendar,
      ).map((series) => ({
        department,
        currency: series.currency,
        forecast: series.salaryCents,
        actual: series.payrollCents,
      })),
    );
}
