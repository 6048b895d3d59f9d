import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { useUrlState } from '@/components/url/use-url-state';
import type { InvoiceDrawerProps } from './invoice-drawer';
import { invoiceDrawerUrl } from './invoice-drawer-url';

// The drawer and what it shows load only when an invoice is opened.
const InvoiceDrawer = dynamic<InvoiceDrawerProps>(() =>
  import('./invoice-drawer').then((module) => module.InvoiceDrawer),
);

// The invoice named by the link (?invoice=42), in a drawer over the list; closing takes it off the link.
export function InvoiceDrawerSlot() {
  const [open, setOpen] = useUrlState(invoiceDrawerUrl);
  const close = useCallback(() => setOpen(null), [setOpen]);
  if (open === null) return null;
  return <InvoiceDrawer id={open.id} onClose={close} />;
}
