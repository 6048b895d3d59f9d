import type * as z from 'zod/mini';
import { bulkResultSchema, type BulkResult } from '../common.schemas';
import { request } from '../http';
import { runBulkParts, type BulkRun } from '@/lib/bulk-run';
import { idsByType } from '@/lib/invoice-bulk';
import { PROJECT_INVOICES_PER_PAGE } from '@/lib/constants';
import {
  invoicePageSchema,
  invoiceResponseSchema,
  invoiceSelectAllSchema,
  uninvoicedMonthsSchema,
  type ApprovalStatusChange,
  type Invoice,
  type InvoiceEdit,
  type InvoicePage,
  type PaymentStatusChange,
  type UninvoicedMonth,
} from './invoice.schemas';
import type { InvoiceFilterOptions, InvoiceListBody, SelectAllInvoicesBody } from './invoice-list.query';

// The invoice calls of SPEC §7 (finance.md §1.3). Bodies and answers beyond the spec's paths are
// proposed; docs/api.md marks them.

// The filters and sort as invoiceListQuery declares them (invoiceFilterOptions), the page and its size.
export type InvoiceListParams = { filters: InvoiceFilterOptions; page: number; perPage: number };

// POST invoices?page=N: a page of the list and the totals, per currency, of everything matching.
export async function fetchInvoices(
  { filters, page, perPage }: InvoiceListParams,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  // Both sent, so the body is never taken for a project's ({ page, projectId, invoices_per_page }).
  const data: Required<InvoiceListBody> = { filter_options: filters, invoices_per_page: perPage };
  const body = await request(invoicePageSchema, {
    method: 'POST',
    url: 'invoices',
    params: { page },
    data,
    signal,
  });
  return body.data;
}

export type ProjectInvoicesParams = { projectId: number; page: number; perPage?: number };

// POST invoices { page, projectId, invoices_per_page }: a project's invoices, 10 a page by default (§9).
export async function fetchProjectInvoices(
  { projectId, page, perPage = PROJECT_INVOICES_PER_PAGE }: ProjectInvoicesParams,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  const body = await request(invoicePageSchema, {
    method: 'POST',
    url: 'invoices',
    data: { page, projectId, invoices_per_page: perPage },
    signal,
  });
  return body.data;
}

export type InvoiceSelection = z.infer<typeof invoiceSelectAllSchema>['data'];

// POST select-all-invoices { filter_options }: every id the filters match (422 above the cap).
export async function selectAllInvoices(
  filters: InvoiceFilterOptions,
  signal?: AbortSignal,
): Promise<InvoiceSelection> {
  const data: Required<SelectAllInvoicesBody> = { filter_options: filters };
  const body = await request(invoiceSelectAllSchema, {
    method: 'POST',
    url: 'select-all-invoices',
    data,
    signal,
  });
  return body.data;
}

// GET invoices/uninvoiced-months?months=3 (proposed): every project's closed months, among the last
// `months`, that were worked and have no invoice.
export async function fetchUninvoicedMonths(
  months: number,
  signal?: AbortSignal,
): Promise<UninvoicedMonth[]> {
  const body = await request(uninvoicedMonthsSchema, {
    method: 'GET',
    url: 'invoices/uninvoiced-months',
    params: { months },
    signal,
  });
  return body.data;
}

export async function fetchInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  return (await request(invoiceResponseSchema, { method: 'GET', url: `invoices/${id}`, signal })).data;
}

export type InvoiceEditRequest = { id: number; edit: InvoiceEdit };

// PATCH invoices/{id}: the fields sent; 422 once the invoice is approved.
export async function updateInvoice({ id, edit }: InvoiceEditRequest): Promise<Invoice> {
  return (await request(invoiceResponseSchema, { method: 'PATCH', url: `invoices/${id}`, data: edit })).data;
}

export type PaymentStatusRequest = { id: number; change: PaymentStatusChange };

// PATCH invoices/{id}/payment-status: pp needs 0 < paid_amount < total (422 at paid_amount otherwise).
export async function changePaymentStatus({ id, change }: PaymentStatusRequest): Promise<Invoice> {
  const body = await request(invoiceResponseSchema, {
    method: 'PATCH',
    url: `invoices/${id}/payment-status`,
    data: change,
  });
  return body.data;
}

export type ApprovalStatusRequest = { id: number; change: ApprovalStatusChange };

// PATCH invoices/{id}/approval-status: a rejection needs a comment (422 at comment).
export async function changeApprovalStatus({ id, change }: ApprovalStatusRequest): Promise<Invoice> {
  const body = await request(invoiceResponseSchema, {
    method: 'PATCH',
    url: `invoices/${id}/approval-status`,
    data: change,
  });
  return body.data;
}

// PATCH invoices/approve { ids, type }: invoices of one type.
export async function approveInvoices({ ids, type }: { ids: number[]; type: string }): Promise<BulkResult> {
  return (await request(bulkResultSchema, { method: 'PATCH', url: 'invoices/approve', data: { ids, type } }))
    .data;
}

// PATCH invoices/reject?ids[]=1&ids[]=2 { type, comment }: the ids as a parameter (SPEC §7).
export async function rejectInvoices({
  ids,
  type,
  comment,
}: {
  ids: number[];
  type: string;
  comment: string;
}): Promise<BulkResult> {
  const body = await request(bulkResultSchema, {
    method: 'PATCH',
    url: 'invoices/reject',
    params: { ids },
    data: { type, comment },
  });
  return body.data;
}

// DELETE invoices { ids } (a body, as Laravel reads it): approved or paid invoices are skipped.
export async function deleteInvoices(ids: number[]): Promise<BulkResult> {
  return (await request(bulkResultSchema, { method: 'DELETE', url: 'invoices', data: { ids } })).data;
}

export type InvoiceRef = { id: number; type: string };

// A mixed selection: one call per invoice type, one after the other; a type whose call fails is kept
// with its error (the others' answers stand) so only it is sent again.
type TypePart = [type: string, ids: number[]];
const idsOfPart = ([, ids]: TypePart) => ids;

export function approveSelection(invoices: readonly InvoiceRef[]): Promise<BulkRun> {
  return runBulkParts([...idsByType(invoices)], idsOfPart, ([type, ids]) => approveInvoices({ ids, type }));
}

export function rejectSelection({
  invoices,
  comment,
}: {
  invoices: readonly InvoiceRef[];
  comment: string;
}): Promise<BulkRun> {
  return runBulkParts([...idsByType(invoices)], idsOfPart, ([type, ids]) =>
    rejectInvoices({ ids, type, comment }),
  );
}

// One call; its failure is kept the same way, so the result dialog can send it again.
export function deleteSelection(ids: number[]): Promise<BulkRun> {
  return runBulkParts([ids], (part) => part, deleteInvoices);
}
