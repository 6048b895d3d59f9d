import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { reportKeys } from './report.keys';
import type { Report } from './report.schemas';
import { fetchReport, type ReportFiltersOf, type ReportKind } from './reports.api';

// A report is shown by its own screen part, which says when it failed and offers Retry.
export const reportQuery = <K extends ReportKind>(kind: K, filters: ReportFiltersOf[K]) =>
  queryOptions({
    queryKey: reportKeys.report(kind, filters),
    queryFn: ({ signal }) => fetchReport(kind, filters, signal),
    meta: { errorContext: 'page' } as const,
  });

export function useReport<K extends ReportKind>(
  kind: K,
  filters: ReportFiltersOf[K],
  options?: QueryHookOptions<Report>,
) {
  return useQuery(withQueryOptions(reportQuery(kind, filters), options));
}
