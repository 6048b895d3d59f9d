import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { positiveIdOf } from '@/lib/positive-id';
import { INVOICE_QUERY_KEY } from '../list/invoice-link';
import type { InvoiceDrawerProps } from './invoice-drawer';

// The drawer and what it shows load only when an invoice is opened.
const InvoiceDrawer = dynamic<InvoiceDrawerProps>(() =>
  import('./invoice-drawer').then((module) => module.InvoiceDrawer),
);

// The invoice named by the link (?invoice=42), in a drawer over the list; closing takes it off the link.
export function InvoiceDrawerSlot() {
  const router = useRouter();
  const raw = router.query[INVOICE_QUERY_KEY];
  const id = positiveIdOf(raw);
  const close = useCallback(() => {
    const { [INVOICE_QUERY_KEY]: _closed, ...query } = router.query;
    void router.replace({ pathname: router.pathname, query }, undefined, { shallow: true, scroll: false });
  }, [router]);
  if (raw === undefined) return null;
  return <InvoiceDrawer id={id} onClose={close} />;
}
