import { format } from 'date-fns';
import type { InvoiceFilterOptions, InvoiceSortKey } from '@/api/invoices/invoice-list.query';
import type { InvoiceTotals } from '@/api/invoices/invoice.schemas';
import { fromCents } from '@/lib/cents';
import { isOverdue } from '@/lib/invoice-status';
import type { InvoiceLookup } from './invoice-view';
import { mockDbConfig } from './mock-db';
import type { InvoiceRow } from './project-schemas';

// The invoice list's filters, sort and totals (finance.md §1.3) over stored rows, one pass each.

// The mock's today: its reference date.
export const invoiceToday = () => format(mockDbConfig().referenceDate, 'yyyy-MM-dd');

export type InvoiceQueryContext = { lookup: InvoiceLookup; today: string; mayApprove: boolean };

const some = <T>(values: readonly T[] | undefined): values is readonly T[] =>
  values !== undefined && values.length > 0;

// Every filter sent must hold; the empty ones are ignored.
export function invoiceMatcher(
  filters: InvoiceFilterOptions,
  { lookup, today, mayApprove }: InvoiceQueryContext,
) {
  const search = filters.search?.trim().toLowerCase() ?? '';
  const sets = {
    projects: some(filters.project_ids) ? new Set(filters.project_ids) : null,
    clients: some(filters.clients) ? new Set(filters.clients) : null,
    managers: some(filters.project_manager_ids) ? new Set(filters.project_manager_ids) : null,
    payments: some(filters.payment_statuses) ? new Set<string>(filters.payment_statuses) : null,
    approvals: some(filters.approval_statuses) ? new Set<string>(filters.approval_statuses) : null,
    types: some(filters.types) ? new Set<string>(filters.types) : null,
    currencies: some(filters.currencies) ? new Set(filters.currencies) : null,
    vats: some(filters.vat_ids) ? new Set(filters.vat_ids) : null,
  };
  const period = filters.period ?? {};
  const issued = filters.issue_date ?? {};
  return (row: InvoiceRow): boolean => {
    const project = lookup.project(row.internal_project_id);
    if (sets.projects && !sets.projects.has(row.internal_project_id)) return false;
    if (sets.clients && !sets.clients.has(project?.client ?? '')) return false;
    if (sets.managers && !sets.managers.has(project?.project_manager_id ?? 0)) return false;
    if (sets.payments && !sets.payments.has(row.payment_status)) return false;
    if (sets.approvals && !sets.approvals.has(row.approval_status)) return false;
    if (sets.types && !sets.types.has(row.type)) return false;
    if (sets.currencies && !sets.currencies.has(row.currency)) return false;
    if (sets.vats && !sets.vats.has(row.vat_id ?? 0)) return false;
    // The service period overlaps the one asked for (an accountant's "everything for March").
    if (period.from && row.period_to < period.from) return false;
    if (period.to && row.period_from > period.to) return false;
    if (issued.from && row.issue_date < issued.from) return false;
    if (issued.to && row.issue_date > issued.to) return false;
    if (filters.overdue && !isOverdue(row, today)) return false;
    if (filters.awaiting_my_approval && !(mayApprove && row.approval_status === 'pending')) return false;
    if (search) {
      const text = `${row.number}\n${project?.title ?? ''}\n${project?.client ?? ''}`.toLowerCase();
      if (!text.includes(search)) return false;
    }
    return true;
  };
}

type SortValue = (row: InvoiceRow, lookup: InvoiceLookup) => string | number;

// Every sort key of the declaration (invoiceListQuery.sorts), no more and no fewer.
export const INVOICE_SORTS: Record<InvoiceSortKey, SortValue> = {
  number: (row) => row.number,
  project: (row, lookup) => lookup.project(row.internal_project_id)?.title ?? '',
  client: (row, lookup) => lookup.project(row.internal_project_id)?.client ?? '',
  period: (row) => row.period_from,
  type: (row) => row.type,
  issue_date: (row) => row.issue_date,
  due_date: (row) => row.due_date,
  currency: (row) => row.currency,
  subtotal: (row) => row.subtotal_cents,
  vat_amount: (row) => row.vat_cents,
  total: (row) => row.total_cents,
  paid_amount: (row) => row.paid_cents,
  balance: (row) => row.total_cents - row.paid_cents,
  payment_status: (row) => row.payment_status,
  approval_status: (row) => row.approval_status,
  moneybird: (row) => row.moneybird?.state ?? '',
};

export const DEFAULT_INVOICE_SORT = { by: 'issue_date', dir: 'desc' } as const satisfies {
  by: InvoiceSortKey;
  dir: 'asc' | 'desc';
};

// Sorted on keys computed once per row; ties by id, in the same direction, so pages never overlap.
export function sortInvoices(
  rows: readonly InvoiceRow[],
  sort: { by: InvoiceSortKey; dir: 'asc' | 'desc' },
  lookup: InvoiceLookup,
): InvoiceRow[] {
  const valueOf = INVOICE_SORTS[sort.by];
  const sign = sort.dir === 'asc' ? 1 : -1;
  return rows
    .map((row) => ({ row, key: valueOf(row, lookup) }))
    .sort((a, b) => {
      const order =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : String(a.key).localeCompare(String(b.key));
      return sign * (order || a.row.id - b.row.id);
    })
    .map(({ row }) => row);
}

// Per currency, of every matching invoice: count, total, paid, balance, overdue balance and the total
// awaiting approval. Summed in cents, answered as numbers.
export function invoiceTotals(rows: readonly InvoiceRow[], today: string): InvoiceTotals {
  const cents = new Map<
    string,
    { count: number; total: number; paid: number; overdue: number; pending: number }
  >();
  for (const row of rows) {
    const sums = cents.get(row.currency) ?? { count: 0, total: 0, paid: 0, overdue: 0, pending: 0 };
    sums.count += 1;
    sums.total += row.total_cents;
    sums.paid += row.paid_cents;
    if (isOverdue(row, today)) sums.overdue += row.total_cents - row.paid_cents;
    if (row.approval_status === 'pending') sums.pending += row.total_cents;
    cents.set(row.currency, sums);
  }
  return Object.fromEntries(
    [...cents].map(([currency, sums]) => [
      currency,
      {
        count: sums.count,
        total: fromCents(sums.total),
        paid: fromCents(sums.paid),
        balance: fromCents(sums.total - sums.paid),
        overdue: fromCents(sums.overdue),
        pending_approval: fromCents(sums.pending),
      },
    ]),
  );
}
