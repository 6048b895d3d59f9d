import { sessionScope } from '../session';
import type { ReportFiltersOf, ReportKind } from './reports.api';

// Every report under one key, so new invoices, terms or leave refresh them all with one invalidation:
// queryClient.invalidateQueries({ queryKey: reportKeys.all() }).
export const reportKeys = {
  all: () => [...sessionScope(), 'reports'] as const,
  kind: (kind: ReportKind) => [...reportKeys.all(), kind] as const,
  report: <K extends ReportKind>(kind: K, filters: ReportFiltersOf[K]) =>
    [...reportKeys.kind(kind), filters] as const,
};
