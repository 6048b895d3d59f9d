import { MONTHS } from '@/lib/quarters';
import { periodFigures, type FinancialPeriod } from '@/lib/financial-periods';
import { closedForecast, isClosedMonth, type ReportRowCents } from '@/lib/revenue-report';

// What the report's two charts draw, in one currency and in cents: the waterfall from the forecast of
// the ended months to their actual through vacation, sick leave and the rest; and forecast against
// actual per period (an open period has no actual: forecast only).

export type WaterfallBar = {
  id: 'forecast' | 'vacation' | 'sick_leave' | 'other' | 'actual';
  label: string;
  // The bar spans from `from` to `to`; a total starts at 0, a change where the previous bar ended.
  from: number;
  to: number;
  kind: 'total' | 'change';
};

export function waterfallOf(
  row: ReportRowCents,
  currency: string,
  labels: { forecast: string; actual: string },
): WaterfallBar[] | null {
  if (closedMonthCount(row) === 0) return null;
  const forecast = closedForecast(row)[currency] ?? 0;
  const part = (name: 'vacation' | 'sick_leave' | 'other') => row.delta.other[name][currency] ?? 0;
  const changes = [
    { id: 'vacation', label: 'Vacation', cents: part('vacation') },
    { id: 'sick_leave', label: 'Sick leave', cents: part('sick_leave') },
    { id: 'other', label: 'Other', cents: part('other') },
  ] as const;
  const bars: WaterfallBar[] = [
    { id: 'forecast', label: labels.forecast, from: 0, to: forecast, kind: 'total' },
  ];
  let level = forecast;
  for (const change of changes) {
    bars.push({ id: change.id, label: change.label, from: level, to: level + change.cents, kind: 'change' });
    level += change.cents;
  }
  bars.push({ id: 'actual', label: labels.actual, from: 0, to: level, kind: 'total' });
  return bars;
}

export type PeriodBar = {
  key: string;
  label: string;
  forecast: number;
  actual: number | null;
  open: boolean;
};

export function periodBarsOf(
  row: ReportRowCents,
  periods: readonly FinancialPeriod[],
  currency: string,
): PeriodBar[] {
  return periods.map((period) => {
    const figures = periodFigures(row, period);
    return {
      key: period.key,
      label: period.label,
      forecast: figures.forecast[currency] ?? 0,
      actual: figures.actual ? (figures.actual[currency] ?? 0) : null,
      open: figures.open,
    };
  });
}

// The number of ended months of a row's year.
export const closedMonthCount = (row: ReportRowCents): number =>
  MONTHS.filter((month) => isClosedMonth(row, month)).length;
