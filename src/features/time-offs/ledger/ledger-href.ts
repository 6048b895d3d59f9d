import type { UrlObject } from 'url';
import type { LedgerFocus } from '@/lib/time-off-balance-text';

// The ledger drawer lives in the link: ?ledger=<userId>, and ?ledger_kind= for the entries to show first.
export const LEDGER_QUERY_KEY = 'ledger';
export const LEDGER_KIND_QUERY_KEY = 'ledger_kind';

type Query = Record<string, string | string[] | undefined>;

// The page's query with a person's ledger open (at `focus` when given).
export function ledgerQuery(query: Query, userId: number, focus: LedgerFocus | null = null): Query {
  const { [LEDGER_QUERY_KEY]: _ledger, [LEDGER_KIND_QUERY_KEY]: _kind, ...rest } = query;
  return {
    ...rest,
    [LEDGER_QUERY_KEY]: String(userId),
    ...(focus ? { [LEDGER_KIND_QUERY_KEY]: focus } : {}),
  };
}

// The page as it is, with a person's ledger open (at `focus` when given).
export function ledgerHref(
  pathname: string,
  query: Query,
  userId: number,
  focus: LedgerFocus | null = null,
): UrlObject {
  return { pathname, query: ledgerQuery(query, userId, focus) };
}

// The page as it is with the ledger closed.
export function withoutLedger(query: Query): Query {
  const { [LEDGER_QUERY_KEY]: _ledger, [LEDGER_KIND_QUERY_KEY]: _kind, ...rest } = query;
  return rest;
}
