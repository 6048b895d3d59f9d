import type { ReactNode } from 'react';
import { DrawerLink } from '@/components/list/drawer-link';
import { opensInvoice } from '../drawer/invoice-drawer-url';

// Opens an invoice's drawer over the list as it is.
export function InvoiceLink({ id, children, label }: { id: number; children: ReactNode; label?: string }) {
  return (
    <DrawerLink opens={opensInvoice(id)} label={label}>
      {children}
    </DrawerLink>
  );
}
