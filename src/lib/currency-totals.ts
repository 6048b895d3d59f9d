import { convertCents, fromCents } from '@/lib/cents';
import { orderCurrencies } from '@/lib/currency';
import { formatMoney } from '@/lib/money';

// Sums that never add two currencies: one integer of cents per currency code.
export type CentsByCurrency = Readonly<Record<string, number>>;

export type CentsInCurrency = { currency: string; cents: number };

// Adds each amount to its own currency's sum. An empty list gives {}.
export function sumByCurrency(amounts: Iterable<CentsInCurrency>): CentsByCurrency {
  const totals: Record<string, number> = {};
  for (const { currency, cents } of amounts) totals[currency] = (totals[currency] ?? 0) + cents;
  return totals;
}

// Two per-currency sums added currency by currency.
export function addByCurrency(a: CentsByCurrency, b: CentsByCurrency): CentsByCurrency {
  return sumByCurrency([...entries(a), ...entries(b)]);
}

export function subtractByCurrency(a: CentsByCurrency, b: CentsByCurrency): CentsByCurrency {
  return sumByCurrency([
    ...entries(a),
    ...entries(b).map(({ currency, cents }) => ({ currency, cents: -cents })),
  ]);
}

function entries(totals: CentsByCurrency): CentsInCurrency[] {
  return Object.entries(totals).map(([currency, cents]) => ({ currency, cents }));
}

// "7,200.00 EUR · 3,040.00 USD", currencies in the app's order; '' for no amounts.
export function formatByCurrency(totals: CentsByCurrency, order?: readonly string[]): string {
  return orderCurrencies(Object.keys(totals), order)
    .map((currency) => formatMoney(fromCents(totals[currency] ?? 0), currency))
    .join(' · ');
}

export type CurrencyRate = { currency: string; rate: number; date: string };

export type ConvertedTotal = {
  currency: string;
  cents: number;
  // The rates used, so a screen can write "≈" and the rate date beside the figure.
  rates: CurrencyRate[];
};

// One figure only after an explicit conversion: each currency at its rate into `target` (the rate
// being units of target per unit), each converted part rounded once. Null when a rate is missing:
// a partial sum would look complete.
export function convertByCurrency(
  totals: CentsByCurrency,
  target: string,
  rates: readonly CurrencyRate[],
): ConvertedTotal | null {
  let cents = 0;
  const used: CurrencyRate[] = [];
  for (const [currency, amount] of Object.entries(totals)) {
    if (currency === target) {
      cents += amount;
      continue;
    }
    const rate = rates.find((candidate) => candidate.currency === currency);
    if (!rate) return null;
    cents += convertCents(amount, rate.rate);
    used.push(rate);
  }
  return { currency: target, cents, rates: used };
}
