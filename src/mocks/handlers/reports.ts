import { projectReportQuery } from '@/api/reports/project-report.query';
import { REPORT_GROUPS, reportResponseSchema } from '@/api/reports/report.schemas';
import { salaryReportQuery } from '@/api/reports/salary-report.query';
import { PERMISSIONS } from '@/lib/permissions';
import { mockToday } from '../db/employee-view';
import { reportRowWire } from '../db/report-wire';
import { projectReport, salaryReport, type ReportBody } from '../db/report-views';
import type { TenantDb } from '../db/tenant-db';
import { respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// The reports (issue 15, finance.md §4, all proposed), read-only: income and profitability for those who
// may see reports (report::view), the salary report, a row per person, only for those who may see
// salaries (report::salary, issue 30 M5). Their parameters are read as projectReportQuery and
// salaryReportQuery declare them (422 for what they do not take).

const options = { permission: PERMISSIONS.reportView };
const salaryOptions = { permission: PERMISSIONS.reportSalary };

// ?year: this year when absent.
const yearOf = (year: number | undefined) => year ?? Number(mockToday().slice(0, 4));

function answer(db: TenantDb, body: ReportBody): Response {
  return respond(reportResponseSchema, {
    data: {
      year: body.year,
      closed_through: body.closed_through,
      rows: body.rows.map(reportRowWire),
      totals: reportRowWire(body.totals),
      currency_rates: db.currencyRates.all(),
    },
  });
}

const projectReportRoute = (kind: 'income' | 'profitability') =>
  tenantRoute(
    'GET',
    `reports/${kind}`,
    ({ db, url }) => {
      const read = projectReportQuery.read(url);
      if (!read.ok) throw validationFailed(read.errors);
      const { filters } = read.query;
      return answer(
        db,
        projectReport(db, kind, yearOf(filters.year), {
          groupBy: filters.group_by ?? REPORT_GROUPS[kind][0],
          projectIds: filters.project_ids ?? [],
          clientIds: filters.client_ids ?? [],
          managerIds: filters.project_manager_ids ?? [],
          currencies: filters.currencies ?? [],
        }),
      );
    },
    options,
  );

const salary = tenantRoute(
  'GET',
  'reports/salary',
  ({ db, url }) => {
    const read = salaryReportQuery.read(url);
    if (!read.ok) throw validationFailed(read.errors);
    const { filters } = read.query;
    return answer(
      db,
      salaryReport(db, yearOf(filters.year), {
        groupBy: filters.group_by ?? REPORT_GROUPS.salary[0],
        departmentIds: filters.department_ids ?? [],
        userIds: filters.user_ids ?? [],
      }),
    );
  },
  salaryOptions,
);

export const reportHandlers = [projectReportRoute('income'), projectReportRoute('profitability'), salary];
