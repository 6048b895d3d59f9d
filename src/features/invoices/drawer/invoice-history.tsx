import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import type { InvoiceEvent } from '@/api/invoices/invoice.schemas';
import { DrawerSection } from '@/components/layout/drawer-section';

// "approved", "payment_status" → words; an action the client does not know is shown as named.
const ACTIONS: Record<string, string> = {
  created: 'Created',
  approved: 'Approved',
  rejected: 'Rejected',
  edited: 'Edited',
  paid: 'Payment recorded',
  payment_status: 'Payment status changed',
  approval_status: 'Approval status changed',
};

// Who did what to the invoice, and when, with the reason given; newest first.
export function InvoiceHistory({ events }: { events: readonly InvoiceEvent[] }) {
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <DrawerSection title="Approval history">
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary">Nothing recorded yet.</Typography>
      ) : (
        <List dense aria-label="History">
          {newestFirst.map((event, index) => {
            const change = event.from || event.to ? ` (${event.from ?? '—'} → ${event.to ?? '—'})` : '';
            return (
              <ListItem key={`${event.at}-${index}`} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={`${ACTIONS[event.action] ?? event.action}${change}`}
                  secondary={
                    <>
                      {event.by?.name ?? 'System'}, {format(parseISO(event.at), 'd MMM yyyy, HH:mm')}
                      {event.comment ? (
                        <Typography component="span" sx={{ display: 'block' }} variant="body2">
                          “{event.comment}”
                        </Typography>
                      ) : null}
                    </>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </DrawerSection>
  );
}
