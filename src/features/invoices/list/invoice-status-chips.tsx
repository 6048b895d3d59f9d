import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { format, parseISO } from 'date-fns';
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

// Who approved or rejected, and when, on hover and focus.
export function ApprovalStatusChip({
  status,
  approval,
}: {
  status: string;
  approval?: InvoiceListItem['approval'];
}) {
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={APPROVAL_COLOR[status] ?? 'default'}
      label={approvalStatusLabel(status)}
      tabIndex={approval ? 0 : undefined}
    />
  );
  if (!approval) return chip;
  const who = approval.by?.name ?? 'Someone';
  return <Tooltip title={`${who}, ${format(parseISO(approval.at), 'd MMM yyyy')}`}>{chip}</Tooltip>;
}
