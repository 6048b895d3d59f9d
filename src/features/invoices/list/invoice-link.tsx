import type { ReactNode } from 'react';
import { DrawerLink } from '@/components/list/drawer-link';

export const INVOICE_QUERY_KEY = 'invoice';

// Opens an invoice's drawer over the list as it is.
export function InvoiceLink({ id, children, label }: { id: number; children: ReactNode; label?: string }) {
  return (
    <DrawerLink opens={(query) => ({ ...query, [INVOICE_QUERY_KEY]: String(id) })} label={label}>
      {children}
    </DrawerLink>
  );
}
