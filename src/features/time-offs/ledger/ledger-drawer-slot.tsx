import dynamic from 'next/dynamic';
import { useCallback } from 'react';
import { useUrlState } from '@/components/url/use-url-state';
import type { LedgerDrawerProps } from './ledger-drawer';
import { ledgerUrl } from './ledger-url';

// The drawer and its table load only when a ledger is opened.
const LedgerDrawer = dynamic<LedgerDrawerProps>(() =>
  import('./ledger-drawer').then((module) => module.LedgerDrawer),
);

// The ledger named by the link (?ledger=7&ledger_kind=taken); closing takes it off the link.
export function LedgerDrawerSlot() {
  const [open, setOpen] = useUrlState(ledgerUrl);
  const close = useCallback(() => setOpen(null), [setOpen]);
  if (open === null) return null;
  return <LedgerDrawer userId={open.userId} focus={open.focus} onClose={close} />;
}
