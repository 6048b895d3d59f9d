export const CURRENCIES = ['USD', 'GEL', 'EUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

// The order the app config lists all_currencies in by default; report columns follow it.
export const DEFAULT_ALL_CURRENCIES: readonly CurrencyCode[] = ['GEL', 'USD', 'GBP', 'EUR'];

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  EUR: '€',
  GBP: '£',
  GEL: '₾',
  USD: '$',
};

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';
export const DEFAULT_FRACTION_DIGITS = 2;

export function isCurrencyCode(code: string): code is CurrencyCode {
  return (CURRENCIES as readonly string[]).includes(code);
}

// Unknown codes come from server config we do not control; showing the code beats showing nothing.
export function currencySymbol(code: string): string {
  return isCurrencyCode(code) ? CURRENCY_SYMBOLS[code] : code;
}

export function formatCurrency(
  amount: number,
  code: string = DEFAULT_CURRENCY,
  fractionDigits: number = DEFAULT_FRACTION_DIGITS,
): string {
  // A broken value should render as nothing rather than "NaN" or "∞".
  if (!Number.isFinite(amount)) return '';
  // Intl throws outside 0..20 digits, so bad input falls back to the default instead.
  const digits = Number.isFinite(fractionDigits)
    ? Math.min(Math.max(Math.floor(fractionDigits), 0), 20)
    : DEFAULT_FRACTION_DIGITS;
  // Fixed locale so the same amount reads the same for every user and in tests;
  // 'negative' keeps a rounded -0.00 from showing a minus sign.
  const number = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  }).format(amount);
  const negative = number.startsWith('-');
  const symbol = currencySymbol(code);
  // A letter code glued to digits ("CHF1.00") is hard to read, so it gets a space.
  const prefix = /^\p{L}+$/u.test(symbol) ? `${symbol} ` : symbol;
  return `${negative ? '-' : ''}${prefix}${negative ? number.slice(1) : number}`;
}

// Stable: codes missing from `order` keep their relative order, after the known ones.
export function orderCurrencies<T extends string>(
  codes: readonly T[],
  order: readonly string[] = DEFAULT_ALL_CURRENCIES,
): T[] {
  const rank = (code: string): number => {
    const index = order.indexOf(code);
    return index === -1 ? order.length : index;
  };
  return [...codes].sort((a, b) => rank(a) - rank(b));
}
