import {
  invoiceFilterOptions,
  invoiceListQuery,
  type InvoiceFilterOptions,
  type InvoiceQueryFilters,
  type InvoiceSort,
  type InvoiceSortKey,
} from '@/api/invoices/invoice-list.query';
import { APPROVAL_STATUSES, INVOICE_TYPES, PAYMENT_STATUSES } from '@/api/invoices/invoice.schemas';
import {
  INVOICE_LIST_DEFAULTS,
  monthEnd,
  monthStart,
  type InvoiceListFilters,
  type InvoiceView,
} from '@/lib/invoice-list';
import type { ListDefaults, ListSort } from '@/lib/list-params';
import { isOneOf } from '@/lib/one-of';

// The invoices screen on the API's declaration (invoiceListQuery): the columns it sorts by, and its URL
// state as the list's filters and sort.

// The API's sort keys the screen has a sortable column for (client, currency, paid amount and MoneyBird
// are sorted by the API but not offered here).
export const INVOICE_SCREEN_SORTS = [
  'number',
  'project',
  'period',
  'type',
  'issue_date',
  'due_date',
  'subtotal',
  'vat_amount',
  'total',
  'balance',
  'payment_status',
  'approval_status',
] as const satisfies readonly InvoiceSortKey[];
export type InvoiceScreenSort = (typeof INVOICE_SCREEN_SORTS)[number];

// An old link's sort ids, read as the key they became.
const SORT_ALIASES: Readonly<Record<string, InvoiceScreenSort>> = {
  // The service period column was sorted as `period_from` before it took the API's key (issue 29).
  period_from: 'period',
};

export const INVOICE_SCREEN_DEFAULTS: ListDefaults<InvoiceListFilters> = {
  ...INVOICE_LIST_DEFAULTS,
  sortable: INVOICE_SCREEN_SORTS,
  sortAliases: SORT_ALIASES,
};

// What each quick view adds to the filters; it wins over the same filter set by hand.
const VIEW_FILTERS: Record<InvoiceView, InvoiceQueryFilters> = {
  all: {},
  awaiting: { approval_statuses: ['pending'], awaiting_my_approval: true },
  not_paid: { payment_statuses: ['np'] },
  partially_paid: { payment_statuses: ['pp'] },
  overdue: { overdue: true },
  rejected: { approval_statuses: ['rejected'] },
};

// A link's values the API takes; another (an old or edited link's) is left out rather than refused.
const valuesOf =
  <const T extends string>(allowed: readonly T[]) =>
  (values: readonly string[]): T[] =>
    values.filter(isOneOf(allowed));

function range(from: string | null, to: string | null) {
  if (!from && !to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

// The URL's filters as the API's: the service period as whole months.
export function invoiceQueryFiltersOf(filters: InvoiceListFilters): InvoiceQueryFilters {
  return {
    search: filters.q.trim(),
    project_ids: filters.project,
    clients: filters.client,
    project_manager_ids: filters.pm,
    payment_statuses: valuesOf(PAYMENT_STATUSES)(filters.pay),
    approval_statuses: valuesOf(APPROVAL_STATUSES)(filters.approval),
    types: valuesOf(INVOICE_TYPES)(filters.type),
    currencies: filters.currency,
    vat_ids: filters.vat,
    period: range(monthStart(filters.periodFrom), monthEnd(filters.periodTo)),
    issue_date: range(filters.issuedFrom, filters.issuedTo),
    overdue: filters.overdue,
    ...VIEW_FILTERS[filters.view],
  };
}

// The URL's sort as one of the API's keys; the screen's default for an id the API does not sort by.
export function invoiceSortOf(sort: ListSort): InvoiceSort {
  const id = invoiceListQuery.sortKeyOf(sort.id);
  if (id) return { id, desc: sort.desc };
  const fallback = invoiceListQuery.sortKeyOf(INVOICE_LIST_DEFAULTS.sort.id) ?? 'issue_date';
  return { id: fallback, desc: INVOICE_LIST_DEFAULTS.sort.desc };
}

// The body's `filter_options` for the URL's state: only what is set, with the sort.
export const invoiceFilterOptionsOf = (filters: InvoiceListFilters, sort: ListSort): InvoiceFilterOptions =>
  invoiceFilterOptions(invoiceQueryFiltersOf(filters), invoiceSortOf(sort));
