import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import type { Invoice } from '@/api/invoices/invoice.schemas';
import { fromCents, toCents } from '@/lib/cents';
import { leaveDayText } from '@/lib/leave-day-share';
import { formatMoney } from '@/lib/money';
import { DrawerSection } from '@/components/layout/drawer-section';

const days = (count: number) => (count === 1 ? '1 working day' : `${count} working days`);

// Every amount explains itself: the working days, each day left out and why, and the gap to forecast.
export function InvoiceCalculationSection({ invoice }: { invoice: Invoice }) {
  const calculation = invoice.calculation;
  if (!calculation) return null;
  const gapCents = toCents(invoice.subtotal) - toCents(calculation.forecast);
  const gap = formatMoney(fromCents(gapCents), invoice.currency);
  return (
    <DrawerSection title="How this was calculated">
      <Typography>
        {days(calculation.working_days)} in the period; forecast{' '}
        {formatMoney(calculation.forecast, invoice.currency)}, invoiced{' '}
        {formatMoney(invoice.subtotal, invoice.currency)} ({gapCents > 0 ? `+${gap}` : gap}).
      </Typography>
      {calculation.skipped.length > 0 ? (
        <List dense aria-label="Days left out">
          {calculation.skipped.map((skip) => (
            <ListItem key={`${skip.date}-${skip.user_id ?? ''}-${skip.reason}`} disableGutters>
              <ListItemText
                primary={format(parseISO(skip.date), 'EEE d MMM yyyy')}
                secondary={leaveDayText(skip) ?? (skip.name ? `${skip.reason}: ${skip.name}` : skip.reason)}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">No working day was left out.</Typography>
      )}
    </DrawerSection>
  );
}
