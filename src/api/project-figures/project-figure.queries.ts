import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportRowCents } from '@/lib/revenue-report';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { projectFigureKeys, type RevenueParams } from './project-figure.keys';
import type {
  InvoiceFinances,
  MonthFigures,
  ProjectDashboard,
  ProjectTotals,
} from './project-figure.schemas';
import {
  fetchInvoiceFinances,
  fetchProjectDashboard,
  fetchProjectReportRow,
  fetchProjectRevenue,
  fetchProjectTotals,
} from './project-figures.api';

// Every figure is shown by its own section, which says when it failed and offers Retry; SPEC §8 applies too.
const inline = { errorContext: 'page' } as const;

export const projectDashboardQuery = (id: number) =>
  queryOptions({
    queryKey: projectFigureKeys.dashboard(id),
    queryFn: ({ signal }) => fetchProjectDashboard(id, signal),
    meta: inline,
  });

export const projectTotalsQuery = (id: number) =>
  queryOptions({
    queryKey: projectFigureKeys.totals(id),
    queryFn: ({ signal }) => fetchProjectTotals(id, signal),
    meta: inline,
  });

export const invoiceFinancesQuery = (id: number) =>
  queryOptions({
    queryKey: projectFigureKeys.invoiceFinances(id),
    queryFn: ({ signal }) => fetchInvoiceFinances(id, signal),
    meta: inline,
  });

export const projectRevenueQuery = (id: number, params: RevenueParams) =>
  queryOptions({
    queryKey: projectFigureKeys.revenue(id, params),
    queryFn: ({ signal }) => fetchProjectRevenue(id, params, signal),
    meta: inline,
  });

export const projectReportRowQuery = (id: number, year: number) =>
  queryOptions({
    queryKey: projectFigureKeys.reportRow(id, year),
    queryFn: ({ signal }) => fetchProjectReportRow(id, year, signal),
    meta: inline,
  });

export function useProjectDashboard(id: number, options?: QueryHookOptions<ProjectDashboard>) {
  return useQuery(withQueryOptions(projectDashboardQuery(id), options));
}

export function useProjectTotals(id: number, options?: QueryHookOptions<ProjectTotals>) {
  return useQuery(withQueryOptions(projectTotalsQuery(id), options));
}

export function useInvoiceFinances(id: number, options?: QueryHookOptions<InvoiceFinances>) {
  return useQuery(withQueryOptions(invoiceFinancesQuery(id), options));
}

export function useProjectRevenue(
  { id, ...params }: RevenueParams & { id: number },
  options?: QueryHookOptions<MonthFigures[]>,
) {
  return useQuery(withQueryOptions(projectRevenueQuery(id, params), options));
}

export function useProjectReportRow(
  { id, year }: { id: number; year: number },
  options?: QueryHookOptions<ReportRowCents>,
) {
  return useQuery(withQueryOptions(projectReportRowQuery(id, year), options));
}
