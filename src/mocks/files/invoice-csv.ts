import type { Invoice } from '@/api/invoices/invoice.schemas';
import { toCsv, type CsvValue } from '@/lib/csv';

// GET invoices/generate-csv's file: the columns of finance.md §1.3, money as numbers (so a
// spreadsheet sums them), text neutralised against formulas by toCsv.

export const INVOICE_CSV_COLUMNS = [
  'number',
  'project',
  'client',
  'type',
  'period_from',
  'period_to',
  'issue_date',
  'due_date',
  'currency',
  'subtotal',
  'vat_rate',
  'vat_amount',
  'total',
  'paid_amount',
  'balance',
  'payment_status',
  'approval_status',
  'approved_by',
  'approved_at',
] as const;

// SPEC §4's labels for the payment codes: a spreadsheet reader sees words, not p/np/pp.
const PAYMENT_LABELS: Record<string, string> = { p: 'Paid', np: 'Not paid', pp: 'Partially paid' };

export function invoiceCsvRow(invoice: Invoice): CsvValue[] {
  return [
    invoice.number,
    invoice.project.title,
    invoice.client,
    invoice.type,
    invoice.period_from,
    invoice.period_to,
    invoice.issue_date,
    invoice.due_date,
    invoice.currency,
    invoice.subtotal,
    invoice.vat?.percentage ?? 0,
    invoice.vat_amount,
    invoice.total,
    invoice.paid_amount,
    invoice.balance,
    PAYMENT_LABELS[invoice.payment_status] ?? invoice.payment_status,
    invoice.approval_status,
    invoice.approval?.by?.name ?? null,
    invoice.approval?.at ?? null,
  ];
}

export const invoicesCsv = (invoices: readonly Invoice[]): string =>
  toCsv(INVOICE_CSV_COLUMNS, invoices.map(invoiceCsvRow));
