import type { ProjectReportGroupBy, ReportGroup, ReportRow } from '@/api/reports/report.schemas';
import { format, parseISO, subMonths } from 'date-fns';
import { MONTHS, type MonthName } from '@/lib/quarters';
import {
  costFromMonths,
  profitabilityOf,
  salaryShares,
  sumCosts,
  type ReportCostCents,
} from '@/lib/report-cost';
import { sumReportRows } from '@/lib/report-rows';
import { monthKey, type ReportRowCents } from '@/lib/revenue-report';
import { termMonthlyLines } from '@/lib/term-forecast';
import { salaryReportRow } from '../rules/report-salary';
import { mockToday } from './employee-view';
import { reportRowCentsOf, type ProjectFigures } from './project-figure-views';
import type { InvoiceRow, ProjectRow, TermRow } from './project-schemas';
import { projectHolidays } from './project-view';
import { isOnPayroll, salaryCalendar, salaryMonthOf } from './payroll';
import type { TenantDb } from './tenant-db';
import { groupBy } from './group-by';

// The three reports computed from the seeded terms, invoices and time off with the functions the project
// revenue tab is answered with (reportRowCentsOf), so a project's income row is its revenue row.

export type ProjectReportFilters = {
  groupBy: ProjectReportGroupBy;
  projectIds: readonly number[];
  clientIds: readonly string[];
  managerIds: readonly number[];
  currencies: readonly string[];
};

export type SalaryReportFilters = {
  groupBy: 'person' | 'department';
  departmentIds: readonly number[];
  userIds: readonly number[];
};

export type ReportBody = {
  year: number;
  closed_through: string | null;
  rows: ReportRow[];
  totals: ReportRow;
};

// The last month that has ended, as the project figures count it.
const closedThroughOf = (today: string) => format(subMonths(parseISO(today), 1), 'yyyy-MM');

// A group row's id: the manager's or the department's id; a client (a name) its place in the list; the
// group of those without one −1 (0 is the totals row).
const rowIdOf = (group: ReportGroup, index: number): number =>
  group.id === null ? -1 : typeof group.id === 'number' ? group.id : index + 1;

const TOTAL_GROUP: ReportGroup = { kind: 'total', id: null, title: 'Total' };
const NO_CLIENT = 'No client';
const NO_MANAGER = 'No project manager';

// Every project's figures at once: one read of terms and invoices, grouped, in the order figuresOf
// sorts them (the revenue tab's).
function allFigures(db: TenantDb, projects: readonly ProjectRow[], today: string): ProjectFigures[] {
  const base = {
    holidays: projectHolidays(db),
    today,
    thisMonth: today.slice(0, 7),
    closedThrough: closedThroughOf(today),
  };
  const terms = groupBy(db.terms.all(), (term) => term.internal_project_id);
  const invoices = groupBy(db.invoices.all(), (invoice) => invoice.internal_project_id);
  return projects.map((project) => ({
    ...base,
    project,
    terms: [...(terms.get(project.id) ?? [])].sort(
      (a: TermRow, b: TermRow) => a.start_date.localeCompare(b.start_date) || a.id - b.id,
    ),
    invoices: [...(invoices.get(project.id) ?? [])].sort(
      (a: InvoiceRow, b: InvoiceRow) => a.period_from.localeCompare(b.period_from) || a.id - b.id,
    ),
  }));
}

const hasFigures = (row: ReportRowCents) =>
  row.invoices.length > 0 ||
  MONTHS.some((month) =>
    [row.months[month].forecast, row.months[month].actual].some((amounts) =>
      Object.values(amounts).some((cents) => cents !== 0),
    ),
  );

// Salary cost per project and month of `year`: each person's month (payroll when closed, the contract
// salary when open) shared by their booked minutes on every project (all terms, as the forecast reads
// them), kept for the projects asked about.
function projectCosts(db: TenantDb, year: number, closedThrough: string): Map<number, ReportCostCents> {
  const holidays = projectHolidays(db);
  const calendar = salaryCalendar(db.timeOffs.all(), holidays);
  const yearPrefix = `${year}-`;
  // user → month → project → minutes.
  const booked = new Map<number, Map<string, Map<number, number>>>();
  for (const term of db.terms.all()) {
    if (term.start_date > `${year}-12-31` || term.end_date < `${year}-01-01`) continue;
    for (const { month, line } of termMonthlyLines(term, holidays)) {
      if (!month.startsWith(yearPrefix) || line.minutes === 0) continue;
      const months = booked.get(term.user_id) ?? new Map<string, Map<number, number>>();
      const projects = months.get(month) ?? new Map<number, number>();
      projects.set(term.internal_project_id, (projects.get(term.internal_project_id) ?? 0) + line.minutes);
      months.set(month, projects);
      booked.set(term.user_id, months);
    }
  }
  const byProject = new Map<number, Partial<Record<MonthName, Record<string, number>>>>();
  for (const [userId, months] of booked) {
    const user = db.users.findFirst((q) => q.where({ id: userId }));
    // Only the payroll the salary report shows is shared out.
    if (!user || !isOnPayroll(user)) continue;
    for (const [month, projects] of months) {
      const pay = salaryMonthOf(user, month, calendar);
      if (!pay) continue;
      const cents = month <= closedThrough ? pay.payrollCents : pay.salaryCents;
      const name = MONTHS[Number(month.slice(5, 7)) - 1]!;
      for (const [projectId, share] of salaryShares(cents, projects)) {
        const costs = byProject.get(projectId) ?? {};
        const amounts = costs[name] ?? {};
        amounts[pay.currency] = (amounts[pay.currency] ?? 0) + share;
        costs[name] = amounts;
        byProject.set(projectId, costs);
      }
    }
  }
  return new Map([...byProject].map(([projectId, months]) => [projectId, costFromMonths(months)]));
}

const withProfit = (row: ReportRow, cost: ReportCostCents): ReportRow => ({
  ...row,
  ...profitabilityOf(row, cost),
});

export function projectReport(
  db: TenantDb,
  kind: 'income' | 'profitability',
  year: number,
  filters: ProjectReportFilters,
  today: string = mockToday(),
): ReportBody {
  const projects = db.projects
    .all()
    .filter(
      (project) =>
        (filters.projectIds.length === 0 || filters.projectIds.includes(project.id)) &&
        (filters.clientIds.length === 0 || filters.clientIds.includes(project.client ?? NO_CLIENT)) &&
        (filters.managerIds.length === 0 ||
          (project.project_manager_id !== null && filters.managerIds.includes(project.project_manager_id))) &&
        (filters.currencies.length === 0 || filters.currencies.includes(project.currency)),
    )
    .sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id);
  const figures = allFigures(db, projects, today);
  const closedThrough = closedThroughOf(today);
  const costs = kind === 'profitability' ? projectCosts(db, year, closedThrough) : null;
  const noCost = costFromMonths({});
  const projectRows = figures
    .map((each) => {
      const row: ReportRow = {
        ...reportRowCentsOf(each, year),
        group: { kind: 'project', id: each.project.id, title: each.project.title },
      };
      return {
        project: each.project,
        row: costs ? withProfit(row, costs.get(each.project.id) ?? noCost) : row,
      };
    })
    .filter(({ row, project }) => hasFigures(row) || (costs?.has(project.id) ?? false));

  const managerName = (id: number | null) =>
    id === null ? NO_MANAGER : (db.users.findFirst((q) => q.where({ id }))?.name ?? `#${id}`);
  const groupOf = (project: ProjectRow): ReportGroup => {
    if (filters.groupBy === 'client')
      return { kind: 'client', id: project.client, title: project.client ?? NO_CLIENT };
    if (filters.groupBy === 'pm')
      return { kind: 'pm', id: project.project_manager_id, title: managerName(project.project_manager_id) };
    return { kind: 'project', id: project.id, title: project.title };
  };
  const sumOf = (id: number, title: string, group: ReportGroup, rows: readonly ReportRow[]): ReportRow => {
    const row: ReportRow = {
      ...sumReportRows({ id, title, year, closed_through: closedThrough }, rows),
      group,
    };
    return costs ? withProfit(row, sumCosts(rows.map((each) => each.cost ?? noCost))) : row;
  };

  let rows: ReportRow[];
  if (filters.groupBy === 'project') rows = projectRows.map(({ row }) => row);
  else {
    const groups = groupBy(projectRows, ({ project }) => String(groupOf(project).id));
    rows = [...groups.values()]
      .map((members) => ({ group: groupOf(members[0]!.project), members }))
      .sort((a, b) => a.group.title.localeCompare(b.group.title))
      .map(({ group, members }, index) =>
        sumOf(
          rowIdOf(group, index),
          group.title,
          group,
          members.map(({ row }) => row),
        ),
      );
  }
  return { year, closed_through: closedThrough, rows, totals: sumOf(0, 'Total', TOTAL_GROUP, rows) };
}

export function salaryReport(
  db: TenantDb,
  year: number,
  filters: SalaryReportFilters,
  today: string = mockToday(),
): ReportBody {
  const closedThrough = closedThroughOf(today);
  const calendar = salaryCalendar(db.timeOffs.all(), projectHolidays(db));
  const departments = new Map(db.departments.all().map((department) => [department.id, department.name]));
  const people = db.users
    .all()
    .filter(
      (user) =>
        isOnPayroll(user) &&
        (filters.userIds.length === 0 || filters.userIds.includes(user.id)) &&
        (filters.departmentIds.length === 0 ||
          (user.department_id !== null && filters.departmentIds.includes(user.department_id))),
    )
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .flatMap((user): (ReportRow & { department: number | null })[] => {
      const months = new Map<string, { salaryCents: number; payrollCents: number }>();
      let currency: string | null = null;
      MONTHS.forEach((_, index) => {
        const key = monthKey(year, index);
        const pay = salaryMonthOf(user, key, calendar);
        if (!pay) return;
        currency = pay.currency;
        months.set(key, pay);
      });
      if (currency === null) return [];
      const row = salaryReportRow({ id: user.id, title: user.name, year, currency, closedThrough, months });
      return [
        { ...row, group: { kind: 'person', id: user.id, title: user.name }, department: user.department_id },
      ];
    });
  const departmentOf = (id: number | null): ReportGroup => ({
    kind: 'department',
    id,
    title: (id !== null ? departments.get(id) : undefined) ?? 'No department',
  });
  const rows: ReportRow[] =
    filters.groupBy === 'person'
      ? people.map(({ department: _department, ...row }) => row)
      : [...groupBy(people, (person) => person.department ?? 0).values()]
          .map((members) => departmentOf(members[0]!.department))
          .sort((a, b) => a.title.localeCompare(b.title))
          .map((group) => ({
            ...sumReportRows(
              {
                id: rowIdOf(group, 0),
                title: group.title,
                year,
                closed_through: closedThrough,
              },
              people.filter((person) => person.department === group.id),
            ),
            group,
          }));
  const totals: ReportRow = {
    ...sumReportRows({ id: 0, title: 'Total', year, closed_through: closedThrough }, rows),
    group: TOTAL_GROUP,
  };
  return { year, closed_through: closedThrough, rows, totals };
}
