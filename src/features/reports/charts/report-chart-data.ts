import { MONTHS } from '@/lib/quarters';
import { periodFigures, type FinancialPeriod, type PeriodStatus } from '@/lib/financial-periods';
import { waterfallSteps, type WaterfallStep } from '@/lib/report-waterfall';
import { isClosedMonth, type ReportRowCents } from '@/lib/revenue-report';

// What the report's two charts draw, in one currency and in cents: the waterfall from the forecast of
// the ended months to their actual through vacation, sick leave and the rest; and forecast against
// actual per period (an open period has no actual: forecast only).

export type { WaterfallStep } from '@/lib/report-waterfall';

// The steps of lib/report-waterfall, the totals named as the report names them ("Contract salary",
// "Paid"); null when no month of the year has ended (there is no actual to reach).
export function waterfallOf(
  row: ReportRowCents,
  currency: string,
  labels: { forecast: string; actual: string },
): WaterfallStep[] | null {
  if (closedMonthCount(row) === 0) return null;
  return waterfallSteps(row, currency).map((step) =>
    step.id === 'forecast' || step.id === 'actual' ? { ...step, label: labels[step.id] } : step,
  );
}

export type PeriodBar = {
  key: string;
  label: string;
  forecast: number;
  actual: number | null;
  status: PeriodStatus;
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
      status: figures.status,
    };
  });
}

// The number of ended months of a row's year.
export const closedMonthCount = (row: ReportRowCents): number =>
  MONTHS.filter((month) => isClosedMonth(row, month)).length;
