import { percentOfCents } from './cents';

// An invoice's payment and approval rules (finance.md §1.4), shared by the client and the mocked API.
// Money in integer cents; dates as yyyy-MM-dd text, which compares in date order.

export type PaymentCode = 'np' | 'pp' | 'p';

// Overdue: the due date has passed and it is not fully paid (partially paid counts, crater#210).
export function isOverdue(invoice: { due_date: string; payment_status: string }, today: string): boolean {
  return invoice.due_date < today && invoice.payment_status !== 'p';
}

// What is still owed on one invoice.
export const balanceCents = (totalCents: number, paidCents: number): number => totalCents - paidCents;

export const PAID_AMOUNT_REQUIRED = 'Enter the amount paid so far.';
export const PAID_AMOUNT_USE_PAID = 'The amount covers the whole invoice: use Paid.';
export const PAID_AMOUNT_NOT_NEGATIVE = 'The amount paid must be more than 0.';

// Why a payment change cannot be made (the message for `paid_amount`), or null: partially paid needs
// 0 < paid < total; Not paid and Paid take no amount (they set it to 0 and to the total).
export function paymentChangeError(status: PaymentCode, paidCents: number | null, totalCents: number) {
  if (status !== 'pp') return null;
  if (paidCents === null) return PAID_AMOUNT_REQUIRED;
  if (paidCents <= 0) return PAID_AMOUNT_NOT_NEGATIVE;
  if (paidCents >= totalCents) return PAID_AMOUNT_USE_PAID;
  return null;
}

// The amount paid after a change: np resets it to 0, p makes it the total, pp keeps what was typed.
export function paidCentsAfter(status: PaymentCode, paidCents: number | null, totalCents: number): number {
  if (status === 'np') return 0;
  if (status === 'p') return totalCents;
  return paidCents ?? 0;
}

export type VatGroup = { percentage: number; netCents: number; vatCents: number };

// VAT grouped by rate, each group rounded once (never line by line), in the order rates first appear.
export function vatByRate(lines: readonly { amountCents: number; percentage: number }[]): VatGroup[] {
  const nets = new Map<number, number>();
  for (const line of lines) nets.set(line.percentage, (nets.get(line.percentage) ?? 0) + line.amountCents);
  return [...nets].map(([percentage, netCents]) => ({
    percentage,
    netCents,
    vatCents: percentOfCents(netCents, percentage),
  }));
}

export type InvoiceAmounts = { subtotalCents: number; vatCents: number; totalCents: number };

// Net, VAT and gross of lines at one or more VAT rates.
export function invoiceAmounts(lines: readonly { amountCents: number; percentage: number }[]): InvoiceAmounts {
  const groups = vatByRate(lines);
  const subtotalCents = groups.reduce((sum, group) => sum + group.netCents, 0);
  const vatCents = groups.reduce((sum, group) => sum + group.vatCents, 0);
  return { subtotalCents, vatCents, totalCents: subtotalCents + vatCents };
}
