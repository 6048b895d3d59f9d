import { divideRoundHalfUp, percentageOf } from './cents';
import type { CentsByCurrency } from './currency-totals';
import { MONTHS, QUARTERS, type MonthName, type QuarterName } from './quarters';

// The financial report row (SPEC §3, finance.md §4) in integer cents: a year's months and quarters with
// forecast and actual per currency, the delta of the closed months and what explains it (vacation, sick
// leave, the rest), and the invoices behind the actuals. The project revenue tab, the budget and the
// three reports draw the same row.

export type PeriodCents = { forecast: CentsByCurrency; actual: CentsByCurrency };

// What explains the delta, each part per currency (a client's or a manager's group, the totals row, may
// hold several): for every currency, vacation + sick_leave + other = total.
export type DeltaSplitCents = {
  vacation: CentsByCurrency;
  sick_leave: CentsByCurrency;
  other: CentsByCurrency;
};

export type ReportDeltaCents = {
  total: CentsByCurrency;
  // Σ delta / Σ forecast × 100 over the closed months, two decimals, in the one currency of the row; null
  // when there is no forecast, or several currencies and no conversion (the display currency decides).
  percentage: number | null;
  other: DeltaSplitCents;
};

export type ReportInvoiceRef = {
  id: number;
  number: string;
  type: string;
  period_from: string;
  period_to: string;
  currency: string;
  subtotal_cents: number;
  total_cents: number;
  payment_status: string;
  approval_status: string;
};

export type ReportRowCents = {
  id: number;
  title: string;
  year: number;
  // The last month whose actuals are final ('yyyy-MM'); later months show the forecast only.
  closed_through: string | null;
  months: Record<MonthName, PeriodCents>;
  quarters: Record<QuarterName, PeriodCents>;
  delta: ReportDeltaCents;
  invoices: ReportInvoiceRef[];
};

// A row as the API may send it: SPEC §3's default shape has neither year nor closed_through (both are
// proposed additions); completeReportRow fills them in.
export type ReportRowRead = Omit<ReportRowCents, 'year' | 'closed_through'> &
  Partial<Pick<ReportRowCents, 'year' | 'closed_through'>>;

// The last month that has ended on `today` ('yyyy-MM'), in the browser's time: what closed_through means.
export function lastEndedMonth(today: Date): string {
  const previous = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return `${previous.getFullYear()}-${String(previous.getMonth() + 1).padStart(2, '0')}`;
}

// The row with what it left out taken from `defaults`; what the row says itself wins.
export function completeReportRow<R extends ReportRowRead>(
  row: R,
  defaults: Pick<ReportRowCents, 'year' | 'closed_through'>,
): R & Pick<ReportRowCents, 'year' | 'closed_through'> {
  return {
    ...row,
    year: row.year ?? defaults.year,
    closed_through: row.closed_through === undefined ? defaults.closed_through : row.closed_through,
  };
}

// What an invoice brings to the explanation of a delta.
export type DeltaInvoice = {
  // hours: billed working time (leave taken off); vacation: billed vacation days.
  type: string;
  subtotal_cents: number;
  lines: readonly { minutes: number; rate_cents: number }[];
  // Working time not billed because of leave, by kind.
  leave_minutes: { vacation: number; sick_leave: number; other: number };
};

// The value of leave on an invoice, rounded once: minutes × the rate of the invoice's lines (the
// terms' rates). One rate: exact. Several rates: their mean weighted by the minutes each line billed;
// when no line billed a minute, their plain mean. Whatever this misses (two people on leave at different
// rates) stays in `other`, so the split always adds up to the delta.
export function leaveValueCents(minutes: number, lines: DeltaInvoice['lines']): number {
  if (minutes === 0 || lines.length === 0) return 0;
  const billed = lines.reduce((sum, line) => sum + line.minutes, 0);
  if (billed > 0) {
    const weighted = lines.reduce((sum, line) => sum + line.minutes * line.rate_cents, 0);
    return divideRoundHalfUp(minutes * weighted, 60 * billed);
  }
  const rates = lines.reduce((sum, line) => sum + line.rate_cents, 0);
  return divideRoundHalfUp(minutes * rates, 60 * lines.length);
}

export type DeltaExplained = {
  total: number;
  vacation: number;
  sick_leave: number;
  other: number;
  percentage: number | null;
};

// The delta of closed months in one currency (finance.md §4): total = actual − forecast; vacation =
// billed vacation − value of vacation not billed on hours invoices; sick_leave = − value of sick leave
// not billed; other = the rest (unbilled months, rate changes, edited lines, other leave, rounding).
export function explainDelta(
  forecastCents: number,
  actualCents: number,
  invoices: readonly DeltaInvoice[],
): DeltaExplained {
  let vacation = 0;
  let sickLeave = 0;
  for (const invoice of invoices) {
    if (invoice.type === 'vacation') {
      vacation += invoice.subtotal_cents;
      continue;
    }
    vacation -= leaveValueCents(invoice.leave_minutes.vacation, invoice.lines);
    sickLeave -= leaveValueCents(invoice.leave_minutes.sick_leave, invoice.lines);
  }
  const total = actualCents - forecastCents;
  return {
    total,
    vacation: vacation + 0,
    sick_leave: sickLeave + 0,
    other: total - vacation - sickLeave + 0,
    percentage: percentageOf(total, forecastCents),
  };
}

export const monthKey = (year: number, monthIndex: number): string =>
  `${year}-${String(monthIndex + 1).padStart(2, '0')}`;

// A month is closed when it ends on or before the row's closed_through.
export function isClosedMonth(
  row: Pick<ReportRowCents, 'year' | 'closed_through'>,
  month: MonthName,
): boolean {
  if (row.closed_through === null) return false;
  return monthKey(row.year, MONTHS.indexOf(month)) <= row.closed_through;
}

const only = (currency: string, cents: number): CentsByCurrency => ({ [currency]: cents });

export type ReportRowInput = {
  id: number;
  title: string;
  year: number;
  currency: string;
  closedThrough: string;
  // Gross forecast by 'yyyy-MM' (finance.md §2.4); other years may be present and are ignored.
  forecastByMonth: ReadonlyMap<string, number>;
  // The invoices that count as actual (approval ≠ rejected), with the month of their service period.
  invoices: readonly (DeltaInvoice & { month: string; ref: ReportInvoiceRef })[];
};

// One project's row for a year, in its one currency.
export function buildReportRow(input: ReportRowInput): ReportRowCents {
  const { year, currency, closedThrough } = input;
  const inYear = input.invoices.filter((invoice) => invoice.month.startsWith(`${year}-`));
  const actualOf = (key: string) =>
    inYear
      .filter((invoice) => invoice.month === key)
      .reduce((sum, invoice) => sum + invoice.subtotal_cents, 0);
  const figures = MONTHS.map((_, index) => {
    const key = monthKey(year, index);
    return { key, forecast: input.forecastByMonth.get(key) ?? 0, actual: actualOf(key) };
  });
  const months = Object.fromEntries(
    MONTHS.map((name, index) => {
      const month = figures[index]!;
      return [name, { forecast: only(currency, month.forecast), actual: only(currency, month.actual) }];
    }),
  ) as Record<MonthName, PeriodCents>;
  const quarters = Object.fromEntries(
    QUARTERS.map((quarter) => {
      const sum = (pick: 'forecast' | 'actual') =>
        quarter.monthIndexes.reduce((total, index) => total + (figures[index]?.[pick] ?? 0), 0);
      return [
        quarter.name,
        { forecast: only(currency, sum('forecast')), actual: only(currency, sum('actual')) },
      ];
    }),
  ) as Record<QuarterName, PeriodCents>;
  const closed = figures.filter((month) => month.key <= closedThrough);
  const closedKeys = new Set(closed.map((month) => month.key));
  const explained = explainDelta(
    closed.reduce((sum, month) => sum + month.forecast, 0),
    closed.reduce((sum, month) => sum + month.actual, 0),
    inYear.filter((invoice) => closedKeys.has(invoice.month)),
  );
  return {
    id: input.id,
    title: input.title,
    year,
    closed_through: closedThrough,
    months,
    quarters,
    delta: {
      total: only(currency, explained.total),
      percentage: explained.percentage,
      other: {
        vacation: only(currency, explained.vacation),
        sick_leave: only(currency, explained.sick_leave),
        other: only(currency, explained.other),
      },
    },
    invoices: inYear.map((invoice) => invoice.ref),
  };
}

// The delta of some months of a row, per currency, counting only the closed ones; null when none of
// them is closed (an open period has no delta yet).
export function closedDelta(row: ReportRowCents, months: readonly MonthName[]): CentsByCurrency | null {
  const closed = months.filter((month) => isClosedMonth(row, month));
  if (closed.length === 0) return null;
  const delta: Record<string, number> = {};
  for (const month of closed) {
    const { forecast, actual } = row.months[month];
    for (const currency of new Set([...Object.keys(forecast), ...Object.keys(actual)]))
      delta[currency] = (delta[currency] ?? 0) + (actual[currency] ?? 0) - (forecast[currency] ?? 0);
  }
  return delta;
}

// The forecast of the closed months per currency: what the delta's percentage is a share of.
export function closedForecast(row: ReportRowCents): CentsByCurrency {
  const forecast: Record<string, number> = {};
  for (const month of MONTHS.filter((name) => isClosedMonth(row, name)))
    for (const [currency, cents] of Object.entries(row.months[month].forecast))
      forecast[currency] = (forecast[currency] ?? 0) + cents;
  return forecast;
}

// "Forecast lands at 96 % of baseline": the current plan's total as a whole percentage of the first
// plan's, rounded half up once; null without a baseline.
export function landingPercent(currentCents: number, baselineCents: number): number | null {
  if (baselineCents === 0) return null;
  return divideRoundHalfUp(currentCents * 100, baselineCents);
}
