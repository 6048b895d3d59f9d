import type { ProjectReportFilters } from '@/api/reports/project-report.query';
import { REPORT_GROUPS } from '@/api/reports/report.schemas';
import type { SalaryReportFilters } from '@/api/reports/salary-report.query';
import type { ReportKindName } from './report-kinds';

// A report's link as its call takes it: the year, and for income and profitability the rows' grouping
// (one the report does not have, from a mangled link, reads as its first). The salary report offers
// people only, so it sends no grouping and the API's default (person) holds.
export function reportApiFiltersOf(
  kind: ReportKindName,
  year: number,
  group: string,
): ProjectReportFilters | SalaryReportFilters {
  if (kind === 'salary') return { year };
  const groups = REPORT_GROUPS[kind];
  return { year, group_by: groups.find((code) => code === group) ?? groups[0] };
}
