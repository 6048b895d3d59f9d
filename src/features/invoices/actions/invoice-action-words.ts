import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import type { BulkAction, BulkEligibility } from '@/lib/invoice-bulk';

export const invoicesCount = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

export const ACTION_TITLES: Record<BulkAction, string> = {
  approve: 'Approve invoices',
  reject: 'Reject invoices',
  paid: 'Mark invoices paid',
  not_paid: 'Mark invoices not paid',
  delete: 'Delete invoices',
};
export const CONFIRM_LABELS: Record<BulkAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  paid: 'Mark paid',
  not_paid: 'Mark not paid',
  delete: 'Delete',
};

// What the invoices' actions have asked the person, and of which invoices.
export type Asked =
  | { kind: 'confirm'; action: Exclude<BulkAction, 'reject'>; eligibility: BulkEligibility }
  | { kind: 'reject'; eligibility: BulkEligibility; single: InvoiceListItem | null }
  | { kind: 'delete-one'; invoice: InvoiceListItem }
  | { kind: 'payment'; invoice: InvoiceListItem };

// The ids the server should be asked about: those that qualify and those of pages not loaded.
export const toSend = (eligibility: BulkEligibility) => [...eligibility.eligible, ...eligibility.unknown];
