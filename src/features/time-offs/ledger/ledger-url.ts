import type { ParsedUrlQuery } from 'querystring';
import { queryWith, type UrlStateCodec } from '@/components/url/use-url-state';
import { positiveIdOf } from '@/lib/positive-id';
import { ledgerFocusOf, type LedgerFocus } from '@/lib/time-off-balance-text';

// The ledger drawer lives in the link: ?ledger=<userId>, and ?ledger_kind= for the entries to show first.
export const LEDGER_QUERY_KEY = 'ledger';
export const LEDGER_KIND_QUERY_KEY = 'ledger_kind';

// null: no drawer; a userId of null: a link that names nobody (the drawer says so).
export type OpenLedger = { userId: number | null; focus: LedgerFocus | null } | null;

export const ledgerUrl: UrlStateCodec<OpenLedger> = {
  read: (query) => {
    const raw = query[LEDGER_QUERY_KEY];
    if (raw === undefined) return null;
    return { userId: positiveIdOf(raw), focus: ledgerFocusOf(query[LEDGER_KIND_QUERY_KEY]) };
  },
  write: (open) => ({
    [LEDGER_QUERY_KEY]: open?.userId ? String(open.userId) : undefined,
    [LEDGER_KIND_QUERY_KEY]: open?.userId ? (open.focus ?? undefined) : undefined,
  }),
};

// The page's query as it is, with a person's ledger open (at `focus` when given).
export const opensLedger =
  (userId: number, focus: LedgerFocus | null = null) =>
  (query: ParsedUrlQuery): ParsedUrlQuery =>
    queryWith(query, ledgerUrl.write({ userId, focus }));
