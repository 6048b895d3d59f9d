import type { CentsByCurrency } from './currency-totals';
import { MONTHS } from './quarters';
import { isClosedMonth, type ReportRowCents } from './revenue-report';

// The waterfall from forecast to actual (finance.md §4) for one currency of a row, over its closed
// months: forecast → vacation → sick leave → other → actual. MUI X Charts has no waterfall type, so each
// step is a stacked bar over an invisible base: `base` is where the bar starts, `value` its height (never
// negative) and `change` the signed amount the label and the table twin show.

export type WaterfallStepId = 'forecast' | 'vacation' | 'sick_leave' | 'other' | 'actual';

export type WaterfallStep = {
  id: WaterfallStepId;
  label: string;
  base: number;
  value: number;
  // Signed cents: the totals' own amount for forecast and actual, the part's effect for the others.
  change: number;
};

const LABELS: Record<WaterfallStepId, string> = {
  forecast: 'Forecast',
  vacation: 'Vacation',
  sick_leave: 'Sick leave',
  other: 'Other',
  actual: 'Actual',
};

const sumOf = (amounts: readonly CentsByCurrency[], currency: string) =>
  amounts.reduce((sum, each) => sum + (each[currency] ?? 0), 0);

export function waterfallSteps(row: ReportRowCents, currency: string): WaterfallStep[] {
  const closed = MONTHS.filter((month) => isClosedMonth(row, month));
  const forecast = sumOf(
    closed.map((month) => row.months[month].forecast),
    currency,
  );
  const parts: { id: WaterfallStepId; change: number }[] = [
    { id: 'vacation', change: row.delta.other.vacation[currency] ?? 0 },
    { id: 'sick_leave', change: row.delta.other.sick_leave[currency] ?? 0 },
    { id: 'other', change: row.delta.other.other[currency] ?? 0 },
  ];
  // A bar from 0 (or down from 0) for a total; a floating bar between the running levels for a part.
  const total = (id: WaterfallStepId, cents: number): WaterfallStep => ({
    id,
    label: LABELS[id],
    base: Math.min(0, cents),
    value: Math.abs(cents),
    change: cents,
  });
  const steps: WaterfallStep[] = [total('forecast', forecast)];
  let level = forecast;
  for (const part of parts) {
    const next = level + part.change;
    steps.push({
      id: part.id,
      label: LABELS[part.id],
      base: Math.min(level, next),
      value: Math.abs(part.change),
      change: part.change,
    });
    level = next;
  }
  steps.push(total('actual', level));
  return steps;
}
