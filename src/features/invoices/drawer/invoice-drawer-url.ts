import type { ParsedUrlQuery } from 'querystring';
import { queryWith, type UrlStateCodec } from '@/components/url/use-url-state';
import { positiveIdOf } from '@/lib/positive-id';

// An invoice's drawer over the list lives in the link (?invoice=42), so a reload or a shared link opens
// it again. A link that names no invoice (?invoice=abc) still opens the drawer, which says so.
export const INVOICE_QUERY_KEY = 'invoice';

// null: no drawer; an id of null: the drawer of an invoice the link does not name.
export type OpenInvoice = { id: number | null } | null;

export const invoiceDrawerUrl: UrlStateCodec<OpenInvoice> = {
  read: (query) => {
    const raw = query[INVOICE_QUERY_KEY];
    return raw === undefined ? null : { id: positiveIdOf(raw) };
  },
  write: (open) => ({ [INVOICE_QUERY_KEY]: open?.id ? String(open.id) : undefined }),
};

// The page's query as it is, with an invoice's drawer open over it (a number's link, a row's menu).
export const opensInvoice =
  (id: number) =>
  (query: ParsedUrlQuery): ParsedUrlQuery =>
    queryWith(query, invoiceDrawerUrl.write({ id }));
