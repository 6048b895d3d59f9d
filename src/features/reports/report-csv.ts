import type { ReportRow } from '@/api/reports/report.schemas';
import { fromCents } from '@/lib/cents';
import { orderCurrencies } from '@/lib/currency';
import { toCsv, type CsvValue } from '@/lib/csv';
import { periodFigures, YEAR_PERIOD, type FinancialPeriod } from '@/lib/financial-periods';
import { rowCurrencies } from '@/lib/report-rows';
import { marginOf } from './report-kind-figures';
import type { ReportKindName } from './report-kinds';

// The report as loaded and shown, as a CSV (finance.md §0): one line per row and currency (two
// currencies never share a figure), amounts as numbers in units, an open period's actual and delta
// empty, names neutralised against formulas by toCsv. Converted figures say so in their own column.

export type ReportCsvInput = {
  kind: ReportKindName;
  rows: readonly ReportRow[];
  totals: ReportRow | null;
  periods: readonly FinancialPeriod[];
  labels: { forecast: string; actual: string };
  order: readonly string[];
  // "≈ at the rates of 31 Mar 2025" when the amounts were converted; null when each is its own.
  convertedNote: string | null;
};

const units = (cents: number | undefined | null): CsvValue =>
  cents === undefined || cents === null ? null : fromCents(cents);

export function reportCsvOf(input: ReportCsvInput): string {
  const { kind, periods, labels, order, convertedNote } = input;
  const profitability = kind === 'profitability';
  const figureHeaders = (label: string) => [
    `${label} ${labels.forecast.toLowerCase()}`,
    `${label} ${labels.actual.toLowerCase()}`,
    `${label} delta`,
  ];
  const header = [
    'Name',
    'Currency',
    ...periods.flatMap((period) => figureHeaders(period.label)),
    ...figureHeaders('Year'),
    'Year delta %',
    ...(profitability
      ? ['Cost', 'Profit forecast', 'Profit actual', 'Margin forecast %', 'Margin actual %']
      : []),
    ...(convertedNote ? ['Converted'] : []),
  ];
  const linesOf = (row: ReportRow, name: string): CsvValue[][] => {
    const codes = orderCurrencies(rowCurrencies(row), order);
    return codes.map((code) => {
      const figures = (period: FinancialPeriod) => {
        const { forecast, actual, delta } = periodFigures(row, period);
        return [
          units(forecast[code] ?? 0),
          units(actual ? (actual[code] ?? 0) : null),
          units(delta ? (delta[code] ?? 0) : null),
        ];
      };
      const single = codes.length === 1;
      return [
        name,
        code,
        ...periods.flatMap(figures),
        ...figures(YEAR_PERIOD),
        single ? row.delta.percentage : null,
        ...(profitability
          ? [
              units(row.cost?.total[code] ?? 0),
              units(row.profit?.forecast[code] ?? 0),
              units(row.profit?.actual[code] ?? 0),
              single ? marginOf(row, 'forecast') : null,
              single ? marginOf(row, 'actual') : null,
            ]
          : []),
        ...(convertedNote ? [convertedNote] : []),
      ];
    });
  };
  const lines = [
    ...input.rows.flatMap((row) => linesOf(row, row.title)),
    ...(input.totals ? linesOf(input.totals, 'Total') : []),
  ];
  return toCsv(header, lines);
}
