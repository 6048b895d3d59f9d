import { fromCents, toCents } from '@/lib/cents';
import { DEFAULT_FRACTION_DIGITS } from '@/lib/currency';
import { filterDecimalPlaces } from '@/lib/input-filters';

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

// Thirteen whole digits keep an amount's cents below 2^53, where integers stop being exact.
export const MAX_MONEY_INTEGER_DIGITS = 13;

// What a money input keeps of typed or pasted text: the formatting goes (cleanMoney, grouping
// commas), then digits and one dot with two decimals at most. "1,234.50 GEL" → "1234.50".
export function filterMoney(value: string): string {
  const plain = cleanMoney(value).replace(/,/g, '');
  return filterDecimalPlaces(plain, DEFAULT_FRACTION_DIGITS, MAX_MONEY_INTEGER_DIGITS);
}

// A money input's text as the form keeps it: integer cents, null when nothing (or a lone dot) is there.
export function centsFromMoneyText(text: string): number | null {
  const amount = parseMoney(text);
  return amount === null ? null : toCents(amount);
}

// What a money input shows for a value: grouped once the field is left ("1,234.50"), plain while it
// is edited ("1234.50"), so a keystroke never has commas to fight with.
export function moneyTextFromCents(
  cents: number | null,
  { grouped = true }: { grouped?: boolean } = {},
): string {
  if (cents === null || !Number.isFinite(cents)) return '';
  const text = formatMoney(fromCents(cents));
  return grouped ? text : text.replace(/,/g, '');
}
