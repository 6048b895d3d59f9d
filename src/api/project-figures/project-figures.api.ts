import { completeReportRow, lastEndedMonth, type ReportRowCents } from '@/lib/revenue-report';
import { request } from '../http';
import type { RevenueParams } from './project-figure.keys';
import {
  invoiceFinancesResponseSchema,
  projectDashboardResponseSchema,
  projectRevenueResponseSchema,
  projectTotalsResponseSchema,
  reportRowResponseSchema,
  type InvoiceFinances,
  type MonthFigures,
  type ProjectDashboard,
  type ProjectTotals,
} from './project-figure.schemas';

// GET internal-projects/dashboard/{id}: key figures, months, team and alerts of one project.
export async function fetchProjectDashboard(id: number, signal?: AbortSignal): Promise<ProjectDashboard> {
  const body = await request(projectDashboardResponseSchema, {
    method: 'GET',
    url: `internal-projects/dashboard/${id}`,
    signal,
  });
  return body.data;
}

// GET internal-projects/totals/{id}: contract value to remaining, per currency, and the hours.
export async function fetchProjectTotals(id: number, signal?: AbortSignal): Promise<ProjectTotals> {
  const body = await request(projectTotalsResponseSchema, {
    method: 'GET',
    url: `internal-projects/totals/${id}`,
    signal,
  });
  return body.data;
}

// GET internal-projects/invoice-finances/{id}: the project's invoices by payment and approval status.
export async function fetchInvoiceFinances(id: number, signal?: AbortSignal): Promise<InvoiceFinances> {
  const body = await request(invoiceFinancesResponseSchema, {
    method: 'GET',
    url: `internal-projects/invoice-finances/${id}`,
    signal,
  });
  return body.data;
}

// GET internal-projects/revenue/{id}?from&to&initial: forecast and actual by month; initial=1 takes the
// forecast from each term as first saved (the baseline). Without from/to the project's own months.
export async function fetchProjectRevenue(
  id: number,
  { from, to, initial }: RevenueParams,
  signal?: AbortSignal,
): Promise<MonthFigures[]> {
  const body = await request(projectRevenueResponseSchema, {
    method: 'GET',
    url: `internal-projects/revenue/${id}`,
    params: { ...(from ? { from } : {}), ...(to ? { to } : {}), initial: initial ? 1 : 0 },
    signal,
  });
  return body.data;
}

// GET internal-projects/project-revenue/{id}?year: the project's financial report row for a year. A row in
// SPEC §3's default shape is completed: its year is the one asked for and, without closed_through, the
// months closed are those ended by the browser's today.
export async function fetchProjectReportRow(
  id: number,
  year: number,
  signal?: AbortSignal,
): Promise<ReportRowCents> {
  const body = await request(reportRowResponseSchema, {
    method: 'GET',
    url: `internal-projects/project-revenue/${id}`,
    params: { year },
    signal,
  });
  // Ended months rather than none: the row carries their actuals and a delta counted over them, which
  // "no month closed" would hide or contradict.
  return completeReportRow(body.data, { year, closed_through: lastEndedMonth(new Date()) });
}
