import { percentageOf } from './cents';
import { addByCurrency, type CentsByCurrency } from './currency-totals';
import { MONTHS, QUARTER_NAMES, type MonthName, type QuarterName } from './quarters';
import {
  closedDelta,
  closedForecast,
  isClosedMonth,
  type PeriodCents,
  type ReportRowCents,
} from './revenue-report';

// Rows of a report added up: a client's or a manager's group, the totals row. Every amount is summed per
// currency (two currencies are never added), the delta split too, so its parts still add up to the
// total in each currency. The percentage exists only when the sum has one currency: with several it is
// computed in the display currency, after a conversion.

const emptyPeriod = (): PeriodCents => ({ forecast: {}, actual: {} });

const addPeriods = (a: PeriodCents, b: PeriodCents): PeriodCents => ({
  forecast: addByCurrency(a.forecast, b.forecast),
  actual: addByCurrency(a.actual, b.actual),
});

function sumPeriods<K extends string>(
  keys: readonly K[],
  rows: readonly { [key in K]: PeriodCents }[],
): Record<K, PeriodCents> {
  return Object.fromEntries(
    keys.map((key) => [key, rows.reduce((sum, row) => addPeriods(sum, row[key]), emptyPeriod())]),
  ) as Record<K, PeriodCents>;
}

const sumAmounts = (amounts: readonly CentsByCurrency[]): CentsByCurrency =>
  amounts.reduce<CentsByCurrency>((sum, each) => addByCurrency(sum, each), {});

// Σ delta / Σ forecast of the closed months, when the row holds one currency; null otherwise.
export function deltaPercentage(row: ReportRowCents): number | null {
  const currencies = Object.keys(row.delta.total);
  if (currencies.length !== 1) return null;
  const currency = currencies[0]!;
  return percentageOf(row.delta.total[currency] ?? 0, closedForecast(row)[currency] ?? 0);
}

export type RowIdentity = { id: number; title: string; year: number; closed_through: string | null };

// The sum of `rows` as one row named by `identity`; no rows give a row of empty amounts.
export function sumReportRows(identity: RowIdentity, rows: readonly ReportRowCents[]): ReportRowCents {
  const sum: ReportRowCents = {
    ...identity,
    months: sumPeriods<MonthName>(
      MONTHS,
      rows.map((row) => row.months),
    ),
    quarters: sumPeriods<QuarterName>(
      QUARTER_NAMES,
      rows.map((row) => row.quarters),
    ),
    delta: {
      total: sumAmounts(rows.map((row) => row.delta.total)),
      percentage: null,
      other: {
        vacation: sumAmounts(rows.map((row) => row.delta.other.vacation)),
        sick_leave: sumAmounts(rows.map((row) => row.delta.other.sick_leave)),
        other: sumAmounts(rows.map((row) => row.delta.other.other)),
      },
    },
    invoices: rows.flatMap((row) => row.invoices),
  };
  return { ...sum, delta: { ...sum.delta, percentage: deltaPercentage(sum) } };
}

// Every currency a row has an amount in, forecast, actual or delta.
export function rowCurrencies(row: ReportRowCents): string[] {
  const codes = new Set<string>(Object.keys(row.delta.total));
  for (const month of MONTHS) {
    Object.keys(row.months[month].forecast).forEach((code) => codes.add(code));
    Object.keys(row.months[month].actual).forEach((code) => codes.add(code));
  }
  return [...codes];
}

export type PeriodSummary = {
  // The forecast of every month asked for, open ones included.
  forecast: CentsByCurrency;
  // Actual and difference of the closed months among them; null when none is closed.
  actual: CentsByCurrency | null;
  delta: CentsByCurrency | null;
  // Difference / forecast of the closed months, in the one currency of the row; null otherwise.
  percentage: number | null;
};

// What the summary cards show for some months of a row (the year, a quarter, one month).
export function periodSummary(row: ReportRowCents, months: readonly MonthName[] = MONTHS): PeriodSummary {
  const forecast = sumAmounts(months.map((month) => row.months[month].forecast));
  const delta = closedDelta(row, months);
  const closed = months.filter((month) => isClosedMonth(row, month));
  if (delta === null) return { forecast, actual: null, delta: null, percentage: null };
  const actual = sumAmounts(closed.map((month) => row.months[month].actual));
  const closedForecastSum = sumAmounts(closed.map((month) => row.months[month].forecast));
  const currencies = Object.keys(delta);
  const percentage =
    currencies.length === 1
      ? percentageOf(delta[currencies[0]!] ?? 0, closedForecastSum[currencies[0]!] ?? 0)
      : null;
  return { forecast, actual, delta, percentage };
}
