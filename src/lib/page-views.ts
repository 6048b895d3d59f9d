// What a page view is (SPEC §2: one on every route change). Besides the path, a panel that lives in the
// query is a page of its own: a drawer, a dialog, the CV preview, a tab kept in the query. List state
// (search, filters, sort, page, page size: the keys of src/lib/list-params.ts) never is.

// Keys that open a panel over whatever page they are on. The features name them (tested to match):
// INVOICE_QUERY_KEY and CREATE_QUERY_KEYS.type (invoices), CANDIDATE_QUERY_KEY, the CV preview's
// ?tab=preview&cvId= (SPEC §2), a project's ?term=, REQUEST_KEYS.request and LEDGER_QUERY_KEY (time off).
export const PANEL_QUERY_KEYS: readonly string[] = [
  'invoice',
  'create',
  'candidate',
  'cvId',
  'term',
  'request',
  'ledger',
];

// Keys that are a tab only on their own page, by route template; elsewhere the same key may be a list's
// state (a report's ?view=quarter, an invoice quick view's ?view=).
export const TAB_QUERY_KEYS: Readonly<Record<string, readonly string[]>> = {
  '/time-offs': ['view'],
  '/settings': ['tab', 'provider'],
};

export type PageView = {
  // Sent: the route template and the open panels' names, address-style (/invoices?invoice), no values.
  page: string;
  // What tells one page from another here, values included (another invoice, another tab); never sent.
  key: string;
};

// `route` is the route template (Next's router.pathname), `asPath` the address as the browser shows it.
export function pageViewOf(route: string, asPath: string): PageView {
  const [pathAndSearch = ''] = asPath.split('#');
  const [path = '', search = ''] = pathAndSearch.split('?');
  const params = new URLSearchParams(search);
  const open = [...(TAB_QUERY_KEYS[route] ?? []), ...PANEL_QUERY_KEYS].filter((name) => params.has(name));
  const page = open.length > 0 ? `${route}?${open.join('&')}` : route;
  const values = open.map((name) => `${name}=${params.getAll(name).join(',')}`);
  return { page, key: [path, ...values].join('\n') };
}
