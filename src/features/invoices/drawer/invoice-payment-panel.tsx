import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import type { Invoice } from '@/api/invoices/invoice.schemas';
import { paymentStatusLabel } from '@/components/finance/invoice-status';
import { percentageOf, toCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { DrawerSection } from '@/components/layout/drawer-section';

// Payment status, the amount in and when, and what is left.
export function InvoicePaymentPanel({ invoice }: { invoice: Invoice }) {
  const share = percentageOf(toCents(invoice.paid_amount), toCents(invoice.total)) ?? 0;
  return (
    <DrawerSection title="Payment">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        <dt>Status</dt>
        <dd style={{ margin: 0 }}>{paymentStatusLabel(invoice.payment_status)}</dd>
        <dt>Paid</dt>
        <dd style={{ margin: 0 }}>
          {formatMoney(invoice.paid_amount, invoice.currency)}
          {invoice.paid_at ? ` on ${format(parseISO(invoice.paid_at), 'd MMM yyyy')}` : ''}
        </dd>
        <dt>Balance</dt>
        <dd style={{ margin: 0 }}>{formatMoney(invoice.balance, invoice.currency)}</dd>
      </Box>
      {invoice.payment_status === 'pp' ? (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={Math.min(100, share)} aria-label={`${share}% paid`} />
          <Typography variant="caption" color="text.secondary">
            {share}% paid
          </Typography>
        </Box>
      ) : null}
    </DrawerSection>
  );
}
