import { sessionScope } from '../session';
import type { ReportKind, ReportParams } from './reports.api';

// Every report under one key, so new invoices, terms or leave refresh them all with one invalidation:
// queryClient.invalidateQueries({ queryKey: reportKeys.all() }).
export const reportKeys = {
  all: () => [...sessionScope(), 'reports'] as const,
  kind: (kind: ReportKind) => [...reportKeys.all(), kind] as const,
  report: (kind: ReportKind, params: ReportParams) => [...reportKeys.kind(kind), params] as const,
};
