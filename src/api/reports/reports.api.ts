import { request } from '../http';
import { projectReportQuery, type ProjectReportFilters } from './project-report.query';
import { reportResponseSchema, type Report, type ReportKind } from './report.schemas';
import { salaryReportQuery, type SalaryReportFilters } from './salary-report.query';

export type { ReportKind } from './report.schemas';

// What each report is asked for (its query declaration's filters); empty filters are not sent.
export type ReportFiltersOf = {
  income: ProjectReportFilters;
  profitability: ProjectReportFilters;
  salary: SalaryReportFilters;
};

// GET reports/income: income per project, client or manager; the totals per currency and the rates a
// converted view uses.
export async function fetchIncomeReport(
  filters: ProjectReportFilters,
  signal?: AbortSignal,
): Promise<Report> {
  const body = await request(reportResponseSchema, {
    method: 'GET',
    url: 'reports/income',
    params: projectReportQuery.params(filters),
    signal,
  });
  return body.data;
}

// GET reports/profitability: the income report's rows with their salary cost, profit and margin.
export async function fetchProfitabilityReport(
  filters: ProjectReportFilters,
  signal?: AbortSignal,
): Promise<Report> {
  const body = await request(reportResponseSchema, {
    method: 'GET',
    url: 'reports/profitability',
    params: projectReportQuery.params(filters),
    signal,
  });
  return body.data;
}

// GET reports/salary: contract salary and payroll per person or department.
export async function fetchSalaryReport(filters: SalaryReportFilters, signal?: AbortSignal): Promise<Report> {
  const body = await request(reportResponseSchema, {
    method: 'GET',
    url: 'reports/salary',
    params: salaryReportQuery.params(filters),
    signal,
  });
  return body.data;
}

const REPORT_FETCHERS: {
  [K in ReportKind]: (filters: ReportFiltersOf[K], signal?: AbortSignal) => Promise<Report>;
} = {
  income: fetchIncomeReport,
  profitability: fetchProfitabilityReport,
  salary: fetchSalaryReport,
};

// One report by its kind (the screen draws all three).
export function fetchReport<K extends ReportKind>(
  kind: K,
  filters: ReportFiltersOf[K],
  signal?: AbortSignal,
): Promise<Report> {
  return REPORT_FETCHERS[kind](filters, signal);
}
