import { format, parseISO } from 'date-fns';
import type { MonthFigures } from '@/api/project-figures/project-figure.schemas';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { landingPercent } from '@/lib/revenue-report';
import type { ShownAmount } from './use-figures-currency';

// A month of the overview's chart and of its table twin, in the currency shown.
export type ForecastPoint = {
  month: string;
  label: string;
  forecast: number;
  baseline: number;
  // Null while the month is open: it has no actual yet.
  actual: number | null;
};

export type ForecastSeries = {
  currency: string | null;
  converted: boolean;
  points: ForecastPoint[];
  totals: { forecast: number; baseline: number; actual: number };
  // The current forecast as a whole percentage of the baseline; null without one.
  landing: number | null;
};

export const monthLabel = (month: string): string => format(parseISO(`${month}-01`), 'MMM yyyy');

// The current plan's months beside the baseline's (same months, matched by key), each amount as the
// screen shows it (converted in company mode).
export function forecastSeries(
  current: readonly MonthFigures[],
  baseline: readonly MonthFigures[],
  closedThrough: string | null,
  shown: (amounts: CentsByCurrency) => ShownAmount | null,
): ForecastSeries {
  const baselineOf = new Map(baseline.map((month) => [month.month, month.forecast]));
  let currency: string | null = null;
  let converted = false;
  const cents = (amounts: CentsByCurrency | undefined) => {
    const figure = amounts ? shown(amounts) : null;
    if (figure) {
      currency ??= figure.currency;
      converted ||= figure.converted;
    }
    return figure?.cents ?? 0;
  };
  const points = current.map((month) => ({
    month: month.month,
    label: monthLabel(month.month),
    forecast: cents(month.forecast),
    baseline: cents(baselineOf.get(month.month)),
    actual: closedThrough !== null && month.month <= closedThrough ? cents(month.actual) : null,
  }));
  const sum = (pick: (point: ForecastPoint) => number) =>
    points.reduce((total, point) => total + pick(point), 0);
  const totals = {
    forecast: sum((point) => point.forecast),
    baseline: sum((point) => point.baseline),
    actual: sum((point) => point.actual ?? 0),
  };
  return { currency, converted, points, totals, landing: landingPercent(totals.forecast, totals.baseline) };
}
