import { endOfMonth, isValid, parseISO } from 'date-fns';
import { calendarDay, calendarMonth, monthLabel, shortMonthLabel } from './calendar-day';
import * as z from 'zod/mini';
import { PROJECT_INVOICES_PER_PAGE } from './constants';
import { hrefWithQuery } from './href-with-query';
import { createListCodec, listParam, type ListDefaults } from './list-params';

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

// The URL's defaults. The sort keys the screen offers (and an old link's aliases) are the API's, so they
// are added where the API's declaration is known: src/features/invoices/list/invoice-list-screen.ts.
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
  // Newest issued first.
  sort: { id: 'issue_date', desc: true },
  perPage: 25,
  // SPEC §9: one project's invoices, 10 a page (as on a project's Invoices tab).
  perPageFor: (filters) => (filters.project.length > 0 ? PROJECT_INVOICES_PER_PAGE : undefined),
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

// "2025-03" → its first and last day, as the API compares dates.
export function monthStart(value: string | null): string | null {
  return value ? `${value}-01` : null;
}
export function monthEnd(value: string | null): string | null {
  if (!value) return null;
  const date = parseISO(`${value}-01`);
  return isValid(date) ? calendarDay(endOfMonth(date)) : null;
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
