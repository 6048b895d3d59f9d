import * as z from 'zod/mini';
import {
  defineListQuery,
  listFilter,
  setFiltersOf,
  type FiltersOfQuery,
  type ListQueryErrors,
  type ListSortOf,
} from '../list-query';
import { APPROVAL_STATUSES, INVOICE_TYPES, PAYMENT_STATUSES } from './invoice.schemas';

// POST invoices?page=N { filter_options, invoices_per_page } and POST select-all-invoices
// { filter_options }: the invoice list's sort keys and filters, declared once. The body's type, the
// request functions' parameters, the screen's sortable columns and the mock's reading all come from
// here, so a sort key the API does not take (`period_from` for `period`) does not compile.

// Service period and issue date as a range of days; either end may be left open.
const dayRange = () => z.optional(z.object({ from: listFilter.day(), to: listFilter.day() }));

export const invoiceListQuery = defineListQuery({
  sorts: [
    'number',
    'project',
    'client',
    'period',
    'type',
    'issue_date',
    'due_date',
    'currency',
    'subtotal',
    'vat_amount',
    'total',
    'paid_amount',
    'balance',
    'payment_status',
    'approval_status',
    'moneybird',
  ],
  filters: {
    search: listFilter.text(),
    project_ids: listFilter.ids(),
    clients: listFilter.texts(),
    project_manager_ids: listFilter.ids(),
    payment_statuses: listFilter.manyOf(PAYMENT_STATUSES),
    approval_statuses: listFilter.manyOf(APPROVAL_STATUSES),
    types: listFilter.manyOf(INVOICE_TYPES),
    currencies: listFilter.texts(),
    vat_ids: listFilter.ids(),
    // Invoices whose service period overlaps this one.
    period: dayRange(),
    issue_date: dayRange(),
    overdue: listFilter.flag(),
    awaiting_my_approval: listFilter.flag(),
  },
  perPage: 25,
  maxPerPage: 100,
});

export type InvoiceSortKey = (typeof invoiceListQuery.sorts)[number];
export type InvoiceSort = ListSortOf<InvoiceSortKey>;
export type InvoiceQueryFilters = FiltersOfQuery<typeof invoiceListQuery>;

const SORT_DIRECTIONS = ['asc', 'desc'] as const;

// `filter_options`: the filters and the sort as { by, dir }; every key optional, arrays as JSON arrays.
export const invoiceFilterOptionsSchema = z.extend(invoiceListQuery.filters, {
  sort: z.optional(z.object({ by: z.enum(invoiceListQuery.sorts), dir: z.enum(SORT_DIRECTIONS) })),
});
export type InvoiceFilterOptions = z.output<typeof invoiceFilterOptionsSchema>;

// The list's body (the page is in the address); a project's invoices are asked with { page, projectId }.
export const invoiceListBodySchema = z.object({
  filter_options: z.optional(invoiceFilterOptionsSchema),
  invoices_per_page: z.optional(z.number().check(z.int(), z.gte(1), z.lte(invoiceListQuery.maxPerPage))),
});
export type InvoiceListBody = z.output<typeof invoiceListBodySchema>;

export const selectAllInvoicesBodySchema = z.object({
  filter_options: z.optional(invoiceFilterOptionsSchema),
});
export type SelectAllInvoicesBody = z.output<typeof selectAllInvoicesBodySchema>;

// The filters that are set (no empty text, list or range, no false flag) with the sort: the body stays
// readable and a filter left out means "any".
export function invoiceFilterOptions(filters: InvoiceQueryFilters, sort: InvoiceSort): InvoiceFilterOptions {
  return {
    ...(setFiltersOf(filters) as InvoiceQueryFilters),
    sort: { by: sort.id, dir: sort.desc ? 'desc' : 'asc' },
  };
}

const fieldLabel = (field: string) => field.replace(/_/g, ' ');

// The mocked API's reading of a body: Laravel's messages at the field refused
// (filter_options.sort.by, filter_options.payment_statuses.0, invoices_per_page).
export function readInvoiceBody<S extends z.ZodMiniType>(
  schema: S,
  body: unknown,
): { ok: true; body: z.output<S> } | { ok: false; errors: ListQueryErrors } {
  const parsed = z.safeParse(schema, body);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: ListQueryErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    if (field === 'filter_options.sort.by') errors[field] = ['The selected sort is invalid.'];
    else if (field === 'invoices_per_page')
      errors[field] = [`The invoices per page field must be between 1 and ${invoiceListQuery.maxPerPage}.`];
    else
      errors[field || 'filter_options'] = [
        `The selected ${fieldLabel(field || 'filter options')} is invalid.`,
      ];
  }
  return { ok: false, errors };
}
