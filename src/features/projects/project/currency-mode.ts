// A project's amounts are shown in its own currency or, converted, in the company's: the choice lives in
// the URL (?cur=company; the project's currency needs no parameter), so a link opens the same view.

export const CURRENCY_MODES = ['project', 'company'] as const;
export type CurrencyMode = (typeof CURRENCY_MODES)[number];
export const CURRENCY_MODE_PARAM = 'cur';

function splitPath(asPath: string): { path: string; search: URLSearchParams; hash: string } {
  const [beforeHash = '', hash = ''] = asPath.split('#');
  const [path = '', query = ''] = beforeHash.split('?');
  return { path, search: new URLSearchParams(query), hash };
}

// The mode an address asks for; anything but `company` is the project's currency.
export function currencyModeOf(asPath: string): CurrencyMode {
  return splitPath(asPath).search.get(CURRENCY_MODE_PARAM) === 'company' ? 'company' : 'project';
}

// The same address in the other mode, every other parameter kept.
export function withCurrencyMode(asPath: string, mode: CurrencyMode): string {
  const { path, search, hash } = splitPath(asPath);
  if (mode === 'company') search.set(CURRENCY_MODE_PARAM, 'company');
  else search.delete(CURRENCY_MODE_PARAM);
  const query = search.toString();
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}
