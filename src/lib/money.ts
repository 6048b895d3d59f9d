import { DEFAULT_FRACTION_DIGITS } from '@/lib/currency';

// Currency codes that formatted money may carry as text ("1,200.00 GEL", "1200GEL");
// letter lookarounds instead of \b because digits count as word characters.
const CURRENCY_CODES = /(?<![a-z])(?:GEL|USD|EUR|GBP)(?![a-z])/gi;
const NUMBER_PATTERN = /^-?(?:\d+\.?\d*|\.\d+)$/;

// Strips what formatting adds (spaces, currency signs and codes) but keeps digits, sign and separators.
export function cleanMoney(value: string): string {
  return value.replace(CURRENCY_CODES, '').replace(/[\s\p{Sc}]/gu, '');
}

// Reads text written by formatMoney/formatCurrency: ',' groups thousands and '.' is the decimal point.
export function parseMoney(value: string): number | null {
  const plain = cleanMoney(value).replace(/,/g, '');
  if (!NUMBER_PATTERN.test(plain)) return null;
  const amount = Number(plain);
  return Number.isFinite(amount) ? amount : null;
}

const MONEY_FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: DEFAULT_FRACTION_DIGITS,
  maximumFractionDigits: DEFAULT_FRACTION_DIGITS,
  // A rounded -0.00 should not show a minus sign.
  signDisplay: 'negative',
});

// Plain grouped amount ("1,234.50"); with a currency the code follows ("1,234.50 GEL").
// Non-finite amounts give '' so a broken value never shows as "NaN" or "∞".
export function formatMoney(amount: number, currency?: string): string {
  if (!Number.isFinite(amount)) return '';
  const text = MONEY_FORMAT.format(amount);
  return currency ? `${text} ${currency}` : text;
}
