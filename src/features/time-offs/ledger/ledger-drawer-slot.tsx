import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { positiveIdOf } from '@/lib/positive-id';
import { ledgerFocusOf } from '@/lib/time-off-balance-text';
import type { LedgerDrawerProps } from './ledger-drawer';
import { LEDGER_KIND_QUERY_KEY, LEDGER_QUERY_KEY, withoutLedger } from './ledger-href';

// The drawer and its table load only when a ledger is opened.
const LedgerDrawer = dynamic<LedgerDrawerProps>(() =>
  import('./ledger-drawer').then((module) => module.LedgerDrawer),
);

// The ledger named by the link (?ledger=7&ledger_kind=taken); closing takes it off the link.
export function LedgerDrawerSlot() {
  const router = useRouter();
  const raw = router.query[LEDGER_QUERY_KEY];
  const close = useCallback(() => {
    void router.replace({ pathname: router.pathname, query: withoutLedger(router.query) }, undefined, {
      shallow: true,
      scroll: false,
    });
  }, [router]);
  if (raw === undefined) return null;
  return (
    <LedgerDrawer
      userId={positiveIdOf(raw)}
      focus={ledgerFocusOf(router.query[LEDGER_KIND_QUERY_KEY])}
      onClose={close}
    />
  );
}
