import { PAYMENT_STATUS } from '@/lib/constants';

// Invoice statuses in words (SPEC §4). Approval values are proposed (pending, approved, rejected); a code
// the client does not know is shown as the API names it.
const APPROVAL_STATUS: Record<string, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const paymentStatusLabel = (code: string): string =>
  (PAYMENT_STATUS as Record<string, string>)[code] ?? code;

export const approvalStatusLabel = (code: string): string => APPROVAL_STATUS[code] ?? code;

// Where an invoice opens: the invoices list with its drawer (finance.md §1.2).
export const invoiceHref = (id: number): string => `/invoices?invoice=${id}`;

// The invoice kind in words: from a project's hours, or from vacation.
const TYPE_LABELS: Record<string, string> = { hours: 'Hours', vacation: 'Vacation' };

export const invoiceTypeLabel = (type: string): string => TYPE_LABELS[type] ?? type;
