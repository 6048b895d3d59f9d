import { endOfMonth, isValid, parseISO } from 'date-fns';
import { calendarDay, calendarMonth, monthLabel, shortMonthLabel } from './calendar-day';
import * as z from 'zod/mini';
import { PROJECT_INVOICES_PER_PAGE } from './constants';
import { hrefWithQuery } from './href-with-query';
import { createListCodec, listParam, type ListDefaults, type ListSort } from './list-params';

// The invoices list as it lives in the URL (finance.md §1.2): /invoices?view=overdue&pay=pp&
// period_from=2025-03&period_to=2025-03&sort=due_date:asc. Keys are the snake_case of the fields.

export const INVOICE_VIEWS = [
  'all',
  'awaiting',
  'not_paid',
  'partially_paid',
  'overdue',
  'rejected',
] as const;
export type InvoiceView = (typeof INVOICE_VIEWS)[number];

export const INVOICE_VIEW_LABELS: Record<InvoiceView, string> = {
  all: 'All',
  awaiting: 'Awaiting my approval',
  not_paid: 'Not paid',
  partially_paid: 'Partially paid',
  overdue: 'Overdue',
  rejected: 'Rejected',
};

// The list's `filter_options` as the API takes them (the shape of invoiceFilterOptionsSchema; lib
// cannot import the api layer, and the api layer checks the two agree where it sends them).
export type InvoiceFilterOptions = {
  search?: string;
  project_ids?: number[];
  clients?: string[];
  project_manager_ids?: number[];
  payment_statuses?: string[];
  approval_statuses?: string[];
  types?: string[];
  currencies?: string[];
  vat_ids?: number[];
  period?: { from?: string; to?: string };
  issue_date?: { from?: string; to?: string };
  overdue?: boolean;
  awaiting_my_approval?: boolean;
  sort?: { by: InvoiceListSort; dir: 'asc' | 'desc' };
};

// A service period is a month: "2025-03".
const month = () => z.nullable(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)));
const day = () => z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const invoiceListSchema = z.object({
  view: listParam.oneOf(INVOICE_VIEWS),
  q: listParam.text(),
  project: listParam.ids(),
  client: listParam.texts(),
  pm: listParam.ids(),
  pay: listParam.texts(),
  approval: listParam.texts(),
  type: listParam.texts(),
  currency: listParam.texts(),
  vat: listParam.ids(),
  periodFrom: month(),
  periodTo: month(),
  issuedFrom: day(),
  issuedTo: day(),
  overdue: listParam.flag(),
});
export type InvoiceListFilters = z.output<typeof invoiceListSchema>;

// Sortable columns: the API's sort keys (docs/api.md; the api layer checks each is one of its
// INVOICE_SORT_KEYS).
export const INVOICE_LIST_SORTS = [
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
] as const;
export type InvoiceListSort = (typeof INVOICE_LIST_SORTS)[number];

const isInvoiceListSort = (id: string): id is InvoiceListSort =>
  (INVOICE_LIST_SORTS as readonly string[]).includes(id);
const DEFAULT_SORT: { id: InvoiceListSort; desc: boolean } = { id: 'issue_date', desc: true };

export const INVOICE_LIST_DEFAULTS: ListDefaults<InvoiceListFilters> = {
  filters: {
    view: 'all',
    q: '',
    project: [],
    client: [],
    pm: [],
    pay: [],
    approval: [],
    type: [],
    currency: [],
    vat: [],
    periodFrom: null,
    periodTo: null,
    issuedFrom: null,
    issuedTo: null,
    overdue: false,
  },
  sort: DEFAULT_SORT,
  perPage: 25,
  // SPEC §9: one project's invoices, 10 a page (as on a project's Invoices tab).
  perPageFor: (filters) => (filters.project.length > 0 ? PROJECT_INVOICES_PER_PAGE : undefined),
  sortable: INVOICE_LIST_SORTS,
  // The service period column was sorted as `period_from` before it took the API's key.
  sortAliases: { period_from: 'period' },
};

const invoiceListCodec = createListCodec(invoiceListSchema, INVOICE_LIST_DEFAULTS);

// "Invoices of the month" (a project's alerts and reminders): /invoices on the project, the month as
// both ends of the service period, written by the list's own codec so the keys are the ones it reads.
export function invoicesOfMonthHref(projectId: number, month: string): string {
  const { filters, sort } = invoiceListCodec.defaults;
  const monthFilters = { ...filters, project: [projectId], periodFrom: month, periodTo: month };
  return hrefWithQuery(
    '/invoices',
    invoiceListCodec.encode({
      filters: monthFilters,
      sort,
      page: 1,
      perPage: invoiceListCodec.defaultPerPage(monthFilters),
    }),
  );
}

// What each quick view adds to the filters; it wins over the same filter set by hand.
const VIEW_OPTIONS: Record<InvoiceView, InvoiceFilterOptions> = {
  all: {},
  awaiting: { approval_statuses: ['pending'], awaiting_my_approval: true },
  not_paid: { payment_statuses: ['np'] },
  partially_paid: { payment_statuses: ['pp'] },
  overdue: { overdue: true },
  rejected: { approval_statuses: ['rejected'] },
};

const some = <T>(values: readonly T[]): T[] | undefined => (values.length > 0 ? [...values] : undefined);

function range(from: string | null, to: string | null) {
  if (!from && !to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

// "2025-03" → its first and last day, as the API compares dates.
export function monthStart(value: string | null): string | null {
  return value ? `${value}-01` : null;
}
export function monthEnd(value: string | null): string | null {
  if (!value) return null;
  const date = parseISO(`${value}-01`);
  return isValid(date) ? calendarDay(endOfMonth(date)) : null;
}

// The URL's filters as the API's `filter_options`: only what is set, so the body stays readable.
export function invoiceFilterOptionsOf(filters: InvoiceListFilters, sort: ListSort): InvoiceFilterOptions {
  const options: InvoiceFilterOptions = {
    search: filters.q.trim() || undefined,
    project_ids: some(filters.project),
    clients: some(filters.client),
    project_manager_ids: some(filters.pm),
    payment_statuses: some(filters.pay),
    approval_statuses: some(filters.approval),
    types: some(filters.type),
    currencies: some(filters.currency),
    vat_ids: some(filters.vat),
    period: range(monthStart(filters.periodFrom), monthEnd(filters.periodTo)),
    issue_date: range(filters.issuedFrom, filters.issuedTo),
    overdue: filters.overdue || undefined,
    ...VIEW_OPTIONS[filters.view],
    sort: {
      by: isInvoiceListSort(sort.id) ? sort.id : DEFAULT_SORT.id,
      dir: sort.desc ? 'desc' : 'asc',
    },
  };
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as InvoiceFilterOptions;
}

// The service period as people say it: "Mar 2025", or "Mar – Apr 2025" across months.
export function servicePeriodLabel(from: string, to: string): string {
  const start = parseISO(from);
  const end = parseISO(to);
  if (!isValid(start)) return '—';
  if (!isValid(end) || calendarMonth(start) === calendarMonth(end)) return monthLabel(start);
  if (start.getFullYear() === end.getFullYear()) return `${shortMonthLabel(start)} \u2013 ${monthLabel(end)}`;
  return `${monthLabel(start)} \u2013 ${monthLabel(end)}`;
}

// The months the service period filter offers, newest first: `count` months up to `today`'s.
export function recentMonths(today: Date, count = 36): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(today.getFullYear(), today.getMonth() - index, 1);
    return { value: calendarMonth(date), label: monthLabel(date) };
  });
}
