import Chip from '@mui/material/Chip';
import { parseISO } from 'date-fns';
import { dayLabel } from '@/lib/calendar-day';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { approvalStatusLabel, paymentStatusLabel } from '@/components/finance/invoice-status';

// Statuses as text chips: the words carry the meaning, the colour only repeats it.
const PAYMENT_COLOR: Record<string, 'success' | 'warning' | 'default'> = { p: 'success', pp: 'warning' };
const APPROVAL_COLOR: Record<string, 'success' | 'error' | 'default'> = {
  approved: 'success',
  rejected: 'error',
};

export function PaymentStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PAYMENT_COLOR[status] ?? 'default'}
      label={paymentStatusLabel(status)}
    />
  );
}

// Who approved or rejected, and when, on hover (the drawer's history says it to everyone); a title,
// not a Tooltip, so the list does not carry a positioning engine for it.
export function ApprovalStatusChip({
  status,
  approval,
}: {
  status: string;
  approval?: InvoiceListItem['approval'];
}) {
  const who = approval ? `${approval.by?.name ?? 'Someone'}, ${dayLabel(parseISO(approval.at))}` : undefined;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={APPROVAL_COLOR[status] ?? 'default'}
      label={approvalStatusLabel(status)}
      title={who}
    />
  );
}
