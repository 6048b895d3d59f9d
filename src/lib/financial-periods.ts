import type { CentsByCurrency } from './currency-totals';
import { MONTHS, QUARTERS, type MonthName } from './quarters';
import { periodSummary } from './report-rows';
import { isClosedMonth, type ReportRowCents } from './revenue-report';

// The periods a report's grid shows and the figures of a financial report row in one of them: the
// forecast of every month, the actual and the delta of the ended months only (an open month has no
// actual yet: it shows the forecast only, marked so).

export type FinancialPeriod = { key: string; label: string; months: readonly MonthName[] };

export const MONTH_PERIODS: readonly FinancialPeriod[] = MONTHS.map((month) => ({
  key: month,
  label: month.slice(0, 3),
  months: [month],
}));

export const QUARTER_PERIODS: readonly FinancialPeriod[] = QUARTERS.map((quarter) => ({
  key: quarter.name,
  label: quarter.name,
  months: quarter.months,
}));

export const YEAR_PERIOD: FinancialPeriod = { key: 'year', label: 'Year', months: MONTHS };

// The columns of a view: each month, each quarter, or one month ('Yearly' is every month).
export function periodsOf(
  view: 'month' | 'quarter',
  month: MonthName | 'Yearly',
): readonly FinancialPeriod[] {
  if (view === 'quarter') return QUARTER_PERIODS;
  if (month === 'Yearly') return MONTH_PERIODS;
  return MONTH_PERIODS.filter((period) => period.key === month);
}

// closed: every month ended; partial: some ended (actual so far, the rest forecast); open: none ended
// (forecast only).
export type PeriodStatus = 'closed' | 'partial' | 'open';

export function periodStatus(
  row: Pick<ReportRowCents, 'year' | 'closed_through'>,
  period: FinancialPeriod,
): PeriodStatus {
  const closed = period.months.filter((month) => isClosedMonth(row, month)).length;
  return closed === period.months.length ? 'closed' : closed === 0 ? 'open' : 'partial';
}

// How a period's state reads beside its name: "forecast only", "partly forecast"; '' when ended.
export const PERIOD_STATUS_WORDS: Record<PeriodStatus, string> = {
  closed: '',
  partial: 'partly forecast',
  open: 'forecast only',
};

export type PeriodFigures = {
  forecast: CentsByCurrency;
  // Null when no month of the period has ended.
  actual: CentsByCurrency | null;
  delta: CentsByCurrency | null;
  // Some month of the period has not ended: its figures are forecast only.
  open: boolean;
  status: PeriodStatus;
};

export function periodFigures(row: ReportRowCents, period: FinancialPeriod): PeriodFigures {
  const { forecast, actual, delta } = periodSummary(row, period.months);
  const status = periodStatus(row, period);
  return { forecast, actual, delta, open: status !== 'closed', status };
}

// A figure as one number to sort by: the sum in its one currency; with several currencies the first
// in `order` (a sort across currencies means nothing, so the others do not count); null sorts last.
export function sortValueOf(amounts: CentsByCurrency | null, order: readonly string[]): number | null {
  if (!amounts) return null;
  const codes = Object.keys(amounts);
  if (codes.length === 0) return null;
  const first = order.find((code) => code in amounts) ?? codes.sort()[0]!;
  return amounts[first] ?? null;
}

// Ended months with a forecast but no invoice whose service period starts in them ("No invoice for
// March"): what an income row is missing.
export function monthsWithoutInvoice(row: ReportRowCents): MonthName[] {
  const invoiced = new Set(row.invoices.map((invoice) => invoice.period_from.slice(0, 7)));
  return MONTHS.filter((month, index) => {
    if (!isClosedMonth(row, month)) return false;
    if (!Object.values(row.months[month].forecast).some((cents) => cents !== 0)) return false;
    return !invoiced.has(`${row.year}-${String(index + 1).padStart(2, '0')}`);
  });
}
