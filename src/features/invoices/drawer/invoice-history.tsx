import type { InvoiceEvent } from '@/api/invoices/invoice.schemas';
import { HistorySection } from '@/components/layout/history-section';

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
  const lines = events.map((event) => {
    const change = event.from || event.to ? ` (${event.from ?? '—'} → ${event.to ?? '—'})` : '';
    return {
      at: event.at,
      what: `${ACTIONS[event.action] ?? event.action}${change}`,
      by: event.by?.name ?? 'System',
      comment: event.comment,
    };
  });
  return <HistorySection title="Approval history" lines={lines} />;
}
