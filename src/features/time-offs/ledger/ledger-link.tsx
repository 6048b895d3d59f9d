import type { ReactNode } from 'react';
import { DrawerLink } from '@/components/list/drawer-link';
import type { LedgerFocus } from '@/lib/time-off-balance-text';
import { opensLedger } from './ledger-url';

// Opens a person's ledger over the page as it is.
export function LedgerLink({
  userId,
  focus = null,
  label,
  children,
}: {
  userId: number;
  focus?: LedgerFocus | null;
  label?: string;
  children: ReactNode;
}) {
  return (
    <DrawerLink opens={opensLedger(userId, focus)} label={label}>
      {children}
    </DrawerLink>
  );
}
