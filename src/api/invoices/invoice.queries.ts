import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { paginatedQueryOptions } from '../paginated-query';
import { invoiceKeys } from './invoice.keys';
import type { InvoiceFilterOptions } from './invoice-list.query';
import type { Invoice, InvoicePage, UninvoicedMonth } from './invoice.schemas';
import {
  fetchInvoice,
  fetchInvoices,
  fetchProjectInvoices,
  fetchUninvoicedMonths,
  selectAllInvoices,
  type InvoiceListParams,
  type InvoiceSelection,
  type ProjectInvoicesParams,
} from './invoices.api';

// A page of the list; the previous page stays on screen while the next loads, and a page left before it
// arrives is cancelled. `enabled: false` (the router not ready) sends nothing.
export const invoicesQuery = (params: InvoiceListParams, enabled = true) =>
  paginatedQueryOptions(invoiceKeys.list(params), enabled ? (signal) => fetchInvoices(params, signal) : null);

export function useInvoices(params: InvoiceListParams, options?: QueryHookOptions<InvoicePage>) {
  return useQuery(withQueryOptions(invoicesQuery(params, options?.enabled !== false), options));
}

// A project's Invoices tab (10 a page by default).
export const projectInvoicesQuery = (params: ProjectInvoicesParams, enabled = true) =>
  paginatedQueryOptions(
    invoiceKeys.projectList(params),
    enabled ? (signal) => fetchProjectInvoices(params, signal) : null,
  );

export function useProjectInvoices(params: ProjectInvoicesParams, options?: QueryHookOptions<InvoicePage>) {
  return useQuery(withQueryOptions(projectInvoicesQuery(params, options?.enabled !== false), options));
}

// The drawer shows a failure itself, with Retry; no id chosen sends nothing.
export const invoiceQuery = (id: number | null) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchInvoice(id ?? 0, signal),
    enabled: id !== null,
    meta: { errorContext: 'page' },
  });

export function useInvoice(id: number | null, options?: QueryHookOptions<Invoice>) {
  return useQuery(withQueryOptions(invoiceQuery(id), options, id !== null));
}

// "Select all N matching": asked when the person clicks, through queryClient.fetchQuery; the banner
// shows a refusal (422 above the cap) itself.
export const selectAllInvoicesQuery = (filters: InvoiceFilterOptions) =>
  queryOptions<InvoiceSelection>({
    queryKey: invoiceKeys.selectAll(filters),
    queryFn: ({ signal }) => selectAllInvoices(filters, signal),
    staleTime: 0,
    meta: { errorContext: 'check' },
  });

// The tenant's uninvoiced closed months (a banner on /invoices); it shows its own failure. Under the
// invoice keys, so a new invoice takes its month off.
export const uninvoicedMonthsQuery = (months: number) =>
  queryOptions({
    queryKey: invoiceKeys.uninvoicedMonths(months),
    queryFn: ({ signal }) => fetchUninvoicedMonths(months, signal),
    meta: { errorContext: 'page' },
  });

export function useUninvoicedMonths(months: number, options?: QueryHookOptions<UninvoicedMonth[]>) {
  return useQuery(withQueryOptions(uninvoicedMonthsQuery(months), options));
}
