import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { reportKeys } from './report.keys';
import type { Report } from './report.schemas';
import { fetchReport, type ReportKind, type ReportParams } from './reports.api';

// A report is shown by its own screen part, which says when it failed and offers Retry.
export const reportQuery = (kind: ReportKind, params: ReportParams) =>
  queryOptions({
    queryKey: reportKeys.report(kind, params),
    queryFn: ({ signal }) => fetchReport(kind, params, signal),
    meta: { errorContext: 'page' } as const,
  });

export function useReport(kind: ReportKind, params: ReportParams, options?: QueryHookOptions<Report>) {
  return useQuery(withQueryOptions(reportQuery(kind, params), options));
}
