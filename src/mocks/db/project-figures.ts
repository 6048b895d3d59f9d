import { termMonthlyLines } from '@/lib/term-forecast';
import type { NamedDay } from '@/lib/working-days';
import type { InvoiceRow, TermRow } from './project-schemas';

// A project's money by month ('yyyy-MM' → cents, in the project's currency), as every project figure
// (list totals, dashboard, revenue, reports) adds it up: a line per term and month, rounded once.

export type CentsByMonth = Map<string, number>;

const add = (months: CentsByMonth, month: string, cents: number) =>
  months.set(month, (months.get(month) ?? 0) + cents);

// Gross forecast: terms × working days × rate, holidays out, leave not (finance.md §2.4). `baseline`
// uses each term's plan as first saved (`revenue?initial=1`).
export function forecastByMonth(
  terms: readonly TermRow[],
  holidays: readonly NamedDay[],
  plan: 'current' | 'baseline' = 'current',
): CentsByMonth {
  const months: CentsByMonth = new Map();
  for (const term of terms) {
    const used = plan === 'baseline' ? term.baseline : term;
    for (const { month, line } of termMonthlyLines(used, holidays)) add(months, month, line.cents);
  }
  return months;
}

// Invoices that count as actual: every one not rejected, net of VAT, by the month of its service period.
export const countsAsActual = (invoice: InvoiceRow): boolean => invoice.approval_status !== 'rejected';

export function actualByMonth(invoices: readonly InvoiceRow[]): CentsByMonth {
  const months: CentsByMonth = new Map();
  for (const invoice of invoices)
    if (countsAsActual(invoice)) add(months, invoice.period_from.slice(0, 7), invoice.subtotal_cents);
  return months;
}

// What is still owed on approved invoices (total with VAT, less what was paid).
export const outstandingCents = (invoices: readonly InvoiceRow[]): number =>
  invoices
    .filter((invoice) => invoice.approval_status === 'approved')
    .reduce((sum, invoice) => sum + invoice.total_cents - invoice.paid_cents, 0);
