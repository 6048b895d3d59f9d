import { fromCents } from './cents';
import { orderCurrencies } from './currency';
import type { CentsByCurrency } from './currency-totals';
import { toCsv, type CsvValue } from './csv';
import { MONTHS, QUARTERS, type MonthName } from './quarters';
import type { Profitability } from './report-cost';
import { rowCurrencies } from './report-rows';
import { closedDelta, isClosedMonth, type ReportRowCents } from './revenue-report';

// A report as CSV (finance.md §0): a line per row and currency, so no cell adds two currencies; amounts
// as numbers in units (-1440.5), text through the CSV writer, which neutralises formulas ('=HYPERLINK…).
// Open periods leave actual and difference empty, as the screen shows "—".

export type ReportCsvRow = ReportRowCents & Partial<Profitability> & { group?: { title: string } | null };

export type ReportCsvOptions = {
  view: 'month' | 'quarter';
  // The tenant's all_currencies order.
  currencyOrder?: readonly string[];
};

type Period = { label: string; months: readonly MonthName[] };

const periodsOf = (view: ReportCsvOptions['view']): Period[] => [
  ...(view === 'quarter'
    ? QUARTERS.map((quarter) => ({ label: quarter.name, months: quarter.months }))
    : MONTHS.map((month) => ({ label: month, months: [month] as const }))),
  { label: 'Year', months: MONTHS },
];

const money = (cents: number | null | undefined): CsvValue =>
  cents === null || cents === undefined ? null : fromCents(cents);

const of = (amounts: CentsByCurrency | undefined, currency: string) =>
  amounts && amounts[currency] !== undefined ? amounts[currency] : null;

export function reportCsvHeader(options: ReportCsvOptions, profitability: boolean): string[] {
  return [
    'Group',
    'Title',
    'Currency',
    ...periodsOf(options.view).flatMap((period) => [
      `${period.label} forecast`,
      `${period.label} actual`,
      `${period.label} difference`,
    ]),
    'Difference %',
    'Vacation',
    'Sick leave',
    'Other',
    ...(profitability
      ? ['Cost', 'Profit forecast', 'Profit actual', 'Margin forecast %', 'Margin actual %']
      : []),
  ];
}

export function reportCsvLines(
  rows: readonly ReportCsvRow[],
  options: ReportCsvOptions,
  profitability: boolean,
): CsvValue[][] {
  const periods = periodsOf(options.view);
  return rows.flatMap((row) =>
    orderCurrencies(rowCurrencies(row), options.currencyOrder).map((currency) => [
      row.group?.title ?? null,
      row.title,
      currency,
      ...periods.flatMap((period) => {
        const forecast = period.months.reduce(
          (sum, month) => sum + (row.months[month].forecast[currency] ?? 0),
          0,
        );
        const closed = period.months.filter((month) => isClosedMonth(row, month));
        const actual =
          closed.length === 0
            ? null
            : closed.reduce((sum, month) => sum + (row.months[month].actual[currency] ?? 0), 0);
        const delta = closedDelta(row, period.months);
        return [money(forecast), money(actual), money(delta === null ? null : (delta[currency] ?? 0))];
      }),
      row.delta.percentage,
      money(of(row.delta.other.vacation, currency)),
      money(of(row.delta.other.sick_leave, currency)),
      money(of(row.delta.other.other, currency)),
      ...(profitability
        ? [
            money(of(row.cost?.total, currency)),
            money(of(row.profit?.forecast, currency)),
            money(of(row.profit?.actual, currency)),
            row.margin?.forecast ?? null,
            row.margin?.actual ?? null,
          ]
        : []),
    ]),
  );
}

// The whole file: the header, the rows, then the totals row.
export function reportCsv(
  rows: readonly ReportCsvRow[],
  totals: ReportCsvRow | null,
  options: ReportCsvOptions,
): string {
  const profitability = [...rows, ...(totals ? [totals] : [])].some((row) => row.cost !== undefined);
  return toCsv(
    reportCsvHeader(options, profitability),
    reportCsvLines(totals ? [...rows, totals] : rows, options, profitability),
  );
}
