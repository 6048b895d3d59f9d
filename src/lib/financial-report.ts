import { DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import { MONTHS, QUARTER_NAMES, type MonthName, type QuarterName } from '@/lib/quarters';

// Keyed by currency code. Plain strings, because the currency list comes from app config.
export type CurrencyAmounts = Record<string, number>;

export type ForecastActual = { forecast: CurrencyAmounts; actual: CurrencyAmounts };

// The split of the delta per currency, like its total (a row may hold several currencies; docs/api.md
// "Reports" says why).
export type ReportDelta = {
  total: CurrencyAmounts;
  percentage: number;
  other: { vacation: CurrencyAmounts; sick_leave: CurrencyAmounts; other: CurrencyAmounts };
};

export type FinancialReportRow<Invoice = unknown> = {
  id: number;
  title: string;
  months: Record<MonthName, ForecastActual>;
  quarters: Record<QuarterName, ForecastActual>;
  delta: ReportDelta;
  invoices: Invoice[];
};

const zeroAmounts = (currencies: readonly string[]): CurrencyAmounts =>
  Object.fromEntries(currencies.map((code) => [code, 0]));

// Fresh objects for every period: the row is edited in place by forms, so nothing may be shared.
const emptyPeriod = (currencies: readonly string[]): ForecastActual => ({
  forecast: zeroAmounts(currencies),
  actual: zeroAmounts(currencies),
});

function periods<K extends string>(
  keys: readonly K[],
  currencies: readonly string[],
): Record<K, ForecastActual> {
  return Object.fromEntries(keys.map((key) => [key, emptyPeriod(currencies)])) as Record<K, ForecastActual>;
}

// A row with every month, quarter and currency present and zero, so the table never meets a gap.
export function createDefaultReportRow<Invoice = unknown>(
  id: number,
  title: string,
  currencies: readonly string[] = DEFAULT_ALL_CURRENCIES,
): FinancialReportRow<Invoice> {
  return {
    id,
    title,
    months: periods(MONTHS, currencies),
    quarters: periods(QUARTER_NAMES, currencies),
    delta: {
      total: zeroAmounts(currencies),
      percentage: 0,
      other: {
        vacation: zeroAmounts(currencies),
        sick_leave: zeroAmounts(currencies),
        other: zeroAmounts(currencies),
      },
    },
    invoices: [],
  };
}
