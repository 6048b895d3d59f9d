import { request } from '../http';
import {
  REPORT_GROUPS,
  reportResponseSchema,
  type Report,
  type ReportGroupBy,
  type ReportKind,
} from './report.schemas';

export type { ReportKind } from './report.schemas';

// What a report is asked for; empty filters are not sent. income and profitability read the project
// filters, salary department_ids and user_ids; group_by one of REPORT_GROUPS[kind].
export type ReportParams = {
  year: number;
  group_by?: ReportGroupBy;
  project_ids?: readonly number[];
  // Clients are names (internal-projects/clients).
  client_ids?: readonly string[];
  project_manager_ids?: readonly number[];
  currencies?: readonly string[];
  department_ids?: readonly number[];
  user_ids?: readonly number[];
};

const ARRAY_FILTERS = [
  'project_ids',
  'client_ids',
  'project_manager_ids',
  'currencies',
  'department_ids',
  'user_ids',
] as const;

// axios writes an array as `key[]=a&key[]=b`, Laravel's bracket array.
export function reportQueryParams(kind: ReportKind, params: ReportParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = { year: String(params.year) };
  const groups: readonly string[] = REPORT_GROUPS[kind];
  if (params.group_by && groups.includes(params.group_by)) query.group_by = params.group_by;
  for (const name of ARRAY_FILTERS) {
    const values = params[name];
    if (values && values.length > 0) query[name] = values.map(String);
  }
  return query;
}

// GET reports/income | reports/profitability | reports/salary: the report's rows, their totals per
// currency and the rates a converted view uses.
export async function fetchReport(
  kind: ReportKind,
  params: ReportParams,
  signal?: AbortSignal,
): Promise<Report> {
  const body = await request(reportResponseSchema, {
    method: 'GET',
    url:
      kind === 'income'
        ? 'reports/income'
        : kind === 'profitability'
          ? 'reports/profitability'
          : 'reports/salary',
    params: reportQueryParams(kind, params),
    signal,
  });
  return body.data;
}
