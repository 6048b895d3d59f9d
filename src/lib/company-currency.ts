import { decimalToScaled, percentageOf } from './cents';
import {
  subtractByCurrency,
  type CentsByCurrency,
  type ConvertedTotal,
  type CurrencyRate,
} from './currency-totals';
import { closedForecast, type PeriodCents, type ReportRowCents } from './revenue-report';

// Amounts shown in the company's currency. currency-rates quotes every currency against one base
// (units of the currency per one base unit: the mock's are per euro, and the settings tab reads them so),
// so a currency converts into another at the ratio of their quotes: cents × q(target) / q(source), rounded
// half up once per converted part. No cross rate is rounded on the way, so a figure in the base and a
// figure in any other currency are as exact as each other. convertByCurrency (lib/currency-totals) is the
// same rule for rates already quoted as "target per source".

const SCALE = 6;

// a / b rounded half away from zero, for integers of any size.
function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const rounded = (n % d) * 2n >= d ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

// One amount from `from` into `to`, both quoted against the same base.
export function convertQuotedCents(cents: number, from: CurrencyRate, to: CurrencyRate): number {
  if (from.currency === to.currency) return cents;
  const source = decimalToScaled(from.rate, SCALE);
  if (source <= 0) throw new RangeError(`No usable rate for ${from.currency}: ${from.rate}`);
  const converted = divideHalfUp(BigInt(cents) * BigInt(decimalToScaled(to.rate, SCALE)), BigInt(source));
  return Number(converted) + 0;
}

const quoteOf = (rates: readonly CurrencyRate[], currency: string) =>
  rates.find((rate) => rate.currency === currency && rate.rate > 0);

// Amounts in several currencies as one figure in `target`, each part converted and rounded once; the
// quotes used come back for the "≈ … at the rates of …" note. Null when a quote is missing: a partial sum
// would look complete.
export function toCompanyCurrency(
  totals: CentsByCurrency,
  target: string,
  rates: readonly CurrencyRate[],
): ConvertedTotal | null {
  const parts = Object.entries(totals);
  if (parts.every(([currency]) => currency === target)) {
    return { currency: target, cents: parts.reduce((sum, [, cents]) => sum + cents, 0), rates: [] };
  }
  const to = quoteOf(rates, target);
  if (!to) return null;
  let cents = 0;
  const used = new Map<string, CurrencyRate>();
  for (const [currency, amount] of parts) {
    if (currency === target) {
      cents += amount;
      continue;
    }
    const from = quoteOf(rates, currency);
    if (!from) return null;
    cents += convertQuotedCents(amount, from, to);
    used.set(currency, from);
  }
  return { currency: target, cents, rates: [to, ...used.values()] };
}

// The latest day among the rates used ('yyyy-MM-dd'), for the note; null when none was needed.
export function ratesDateOf(rates: readonly CurrencyRate[]): string | null {
  return (
    rates
      .map((rate) => rate.date)
      .sort()
      .at(-1) ?? null
  );
}

// A report row with every amount in `target`, each converted and rounded once (so a converted quarter
// may differ by a cent from the sum of its converted months); a percentage computed in the row's one
// currency stays, one the row could not have (several currencies) is computed in `target`. Null when a
// quote is missing.
export function convertReportRow(
  row: ReportRowCents,
  target: string,
  rates: readonly CurrencyRate[],
): { row: ReportRowCents; rates: CurrencyRate[] } | null {
  const used = new Map<string, CurrencyRate>();
  let missing = false;
  const convert = (amounts: CentsByCurrency): CentsByCurrency => {
    const converted = toCompanyCurrency(amounts, target, rates);
    if (!converted) {
      missing = true;
      return amounts;
    }
    converted.rates.forEach((rate) => used.set(rate.currency, rate));
    return { [target]: converted.cents };
  };
  const period = ({ forecast, actual }: PeriodCents): PeriodCents => ({
    forecast: convert(forecast),
    actual: convert(actual),
  });
  const periods = <K extends string>(source: Record<K, PeriodCents>) =>
    Object.fromEntries(
      Object.entries<PeriodCents>(source).map(([key, value]) => [key, period(value)]),
    ) as Record<K, PeriodCents>;
  const total = convert(row.delta.total);
  // Several currencies have no percentage until they are one: it is computed in the display currency.
  const forecast = convert(closedForecast(row));
  const percentage = row.delta.percentage ?? percentageOf(total[target] ?? 0, forecast[target] ?? 0);
  const vacation = convert(row.delta.other.vacation);
  const sickLeave = convert(row.delta.other.sick_leave);
  // `other` is what is left once vacation and sick leave are converted, so the parts still add up to the
  // total to the cent (converting it alone would round a third time).
  const other = subtractByCurrency(subtractByCurrency(total, vacation), sickLeave);
  const converted: ReportRowCents = {
    ...row,
    months: periods(row.months),
    quarters: periods(row.quarters),
    delta: {
      total,
      percentage,
      other: { vacation, sick_leave: sickLeave, other },
    },
  };
  return missing ? null : { row: converted, rates: [...used.values()] };
}
