import { decimalToScaled, divideRoundHalfUp } from '@/lib/cents';
import type { CurrencyRate } from '@/lib/currency-totals';

// currency-rates quotes every currency against one base (units per 1 EUR in the mock); convertByCurrency
// wants units of the target per unit of each source. The cross rate target/source is worked out on
// integers of six decimals and rounded half up once, so it reads back exactly (2.93 / 1.08 → 2.712963).
// Rates up to about 9,000 per unit of the base stay within exact integers.
export function ratesInto(target: string, rates: readonly CurrencyRate[]): CurrencyRate[] {
  const into = rates.find((rate) => rate.currency === target);
  if (!into || into.rate <= 0) return [];
  const scaledTarget = decimalToScaled(into.rate, 6);
  return rates
    .filter((rate) => rate.currency !== target && rate.rate > 0)
    .map((rate) => ({
      currency: rate.currency,
      rate: divideRoundHalfUp(scaledTarget * 1_000_000, decimalToScaled(rate.rate, 6)) / 1_000_000,
      // The older of the two quotes: the cross rate is no newer than either.
      date: rate.date < into.date ? rate.date : into.date,
    }));
}
