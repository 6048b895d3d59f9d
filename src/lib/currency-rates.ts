// Currency rates as GET currency-rates sends them ({ currency, rate, date }). The API does not say what
// a rate is against (finance.md §5): the currency quoted at exactly 1 is taken as the base.

export type CurrencyRateRow = { currency: string; rate: number; date: string };

// The base currency: the one at rate 1, when exactly one is; otherwise not known (null).
export function rateBaseOf(rates: readonly CurrencyRateRow[]): string | null {
  const ones = rates.filter((row) => row.rate === 1);
  return ones.length === 1 ? (ones[0]?.currency ?? null) : null;
}

// The earliest and latest day of the rates ('yyyy-MM-dd' compares as text); null when there are none.
export function rateDatesOf(rates: readonly CurrencyRateRow[]): { from: string; to: string } | null {
  const dates = rates.map((row) => row.date).sort();
  const from = dates[0];
  const to = dates.at(-1);
  return from === undefined || to === undefined ? null : { from, to };
}

const RATE_FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 6 });

// "2.93", "1.00", "0.000123": a rate keeps the digits it has, at least two.
export function formatRate(rate: number): string {
  return Number.isFinite(rate) ? RATE_FORMAT.format(rate) : '';
}
