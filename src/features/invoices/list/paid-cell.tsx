import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { percentageOf, toCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';

// Paid and what is left; a partly paid invoice also gets a bar of how much is in.
export function PaidCell({ invoice }: { invoice: InvoiceListItem }) {
  const share = percentageOf(toCents(invoice.paid_amount), toCents(invoice.total)) ?? 0;
  return (
    <Box sx={{ minWidth: 0, textAlign: 'right' }}>
      <Typography variant="body2">{formatMoney(invoice.paid_amount, invoice.currency)}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        Balance {formatMoney(invoice.balance, invoice.currency)}
      </Typography>
      {invoice.payment_status === 'pp' ? (
        // A plain bar: a progress component would add its own chunk to the list's first load.
        <Box
          role="img"
          aria-label={`${share}% paid`}
          sx={{ mt: 0.5, height: 4, borderRadius: 2, bgcolor: 'action.hover', overflow: 'hidden' }}
        >
          <Box
            sx={{ height: '100%', width: `${Math.min(100, Math.max(0, share))}%`, bgcolor: 'primary.main' }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
