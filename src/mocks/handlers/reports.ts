import { REPORT_GROUPS, reportResponseSchema, type ReportKind } from '@/api/reports/report.schemas';
import { PERMISSIONS } from '@/lib/permissions';
import { mockToday } from '../db/employee-view';
import { reportRowWire } from '../db/report-wire';
import { projectReport, salaryReport, type ReportBody } from '../db/report-views';
import type { TenantDb } from '../db/tenant-db';
import { respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

// The reports (issue 15, finance.md §4, all proposed), read-only: income and profitability for those who
// may see reports (report::view), the salary report, a row per person, only for those who may see
// salaries (report::salary, issue 30 M5):
//   GET reports/income?year&group_by=project|client|pm&project_ids[]&client_ids[]&project_manager_ids[]&currencies[]
//   GET reports/profitability?…the same
//   GET reports/salary?year&group_by=person|department&department_ids[]&user_ids[]

const options = { permission: PERMISSIONS.reportView };
const salaryOptions = { permission: PERMISSIONS.reportSalary };

type Errors = Record<string, string[]>;

// Every value of a bracket array (key[]=a&key[]=b; key=a and key[0]=a too), as Laravel reads it.
function queryArray(url: URL, key: string): string[] {
  const values: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (name === key || name === `${key}[]` || new RegExp(`^${key}\\[\\d+\\]$`).test(name))
      values.push(value);
  }
  return values;
}

function queryIntegers(url: URL, key: string, errors: Errors): number[] {
  return queryArray(url, key).flatMap((value, index) => {
    if (/^[1-9]\d{0,9}$/.test(value)) return [Number(value)];
    errors[`${key}.${index}`] = [`The ${key}.${index} field must be an integer.`];
    return [];
  });
}

// ?year: this year when absent; a year from 2000 to 2100.
function yearParam(url: URL, errors: Errors): number {
  const text = url.searchParams.get('year');
  if (text === null || text === '') return Number(mockToday().slice(0, 4));
  const year = Number(text);
  if (!/^\d{4}$/.test(text) || year < 2000 || year > 2100)
    errors.year = ['The year field must be a year between 2000 and 2100.'];
  return year;
}

// ?group_by: one of the kind's groupings, the first when absent.
function groupParam<K extends ReportKind>(
  url: URL,
  kind: K,
  errors: Errors,
): (typeof REPORT_GROUPS)[K][number] {
  const groups = REPORT_GROUPS[kind];
  const text = url.searchParams.get('group_by') || groups[0];
  const match = groups.find((group) => group === text);
  if (match) return match;
  errors.group_by = [`The selected group by is invalid (${groups.join(', ')}).`];
  return groups[0];
}

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
      const errors: Errors = {};
      const year = yearParam(url, errors);
      const groupBy = groupParam(url, kind, errors);
      const projectIds = queryIntegers(url, 'project_ids', errors);
      const managerIds = queryIntegers(url, 'project_manager_ids', errors);
      const currencies = queryArray(url, 'currencies');
      currencies.forEach((currency, index) => {
        if (!/^[A-Z]{3}$/.test(currency))
          errors[`currencies.${index}`] = [`The currencies.${index} field must be a currency code.`];
      });
      const clientIds = queryArray(url, 'client_ids');
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      return answer(
        db,
        projectReport(db, kind, year, { groupBy, projectIds, clientIds, managerIds, currencies }),
      );
    },
    options,
  );

const salary = tenantRoute(
  'GET',
  'reports/salary',
  ({ db, url }) => {
    const errors: Errors = {};
    const year = yearParam(url, errors);
    const groupBy = groupParam(url, 'salary', errors);
    const departmentIds = queryIntegers(url, 'department_ids', errors);
    const userIds = queryIntegers(url, 'user_ids', errors);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    return answer(db, salaryReport(db, year, { groupBy, departmentIds, userIds }));
  },
  salaryOptions,
);

export const reportHandlers = [projectReportRoute('income'), projectReportRoute('profitability'), salary];
