import type { NextRouter } from 'next/router';
import { INVOICE_QUERY_KEY } from './invoice-link';

// Opens an invoice's drawer over the list as it is (?invoice=42), as the number's link does.
export function openInvoice(router: NextRouter, id: string) {
  void router.push(
    { pathname: router.pathname, query: { ...router.query, [INVOICE_QUERY_KEY]: id } },
    undefined,
    {
      shallow: true,
      scroll: false,
    },
  );
}
