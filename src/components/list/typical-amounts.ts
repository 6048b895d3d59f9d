import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';

// As many digits as most key figures have: a loading card's stand-in is as wide as its figure will be.
export const TYPICAL_AMOUNT = 888_888.88;

// The typical amount in each currency the figures come in: the company's (reference data, known before
// the figures), the app's default list until they are known.
export function typicalAmounts(
  currencies: readonly string[],
  amount = TYPICAL_AMOUNT,
): Record<string, number> {
  const codes = currencies.length > 0 ? currencies : DEFAULT_ALL_CURRENCIES;
  return Object.fromEntries(codes.map((code) => [code, amount]));
}
