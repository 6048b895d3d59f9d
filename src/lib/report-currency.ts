import { convertReportRow, toCompanyCurrency } from './company-currency';
import type { CentsByCurrency, CurrencyRate } from './currency-totals';
import { MONTHS, type MonthName } from './quarters';
import { costFromMonths, profitabilityOf, type Profitability, type ReportCostCents } from './report-cost';
import type { ReportRowCents } from './revenue-report';

// A report in one display currency (the "converted" mode, every amount marked "≈" with the rates' date):
// each row through convertReportRow, its cost month by month, then profit and margin computed again in
// that currency, which is where a row of EUR revenue and GEL salaries gets its margin. Null when a quote
// is missing: a partial conversion would look complete.

export type ConvertibleRow = ReportRowCents & Partial<Profitability>;

function convertCost(
  cost: ReportCostCents,
  target: string,
  rates: readonly CurrencyRate[],
  used: Map<string, CurrencyRate>,
): ReportCostCents | null {
  const months: Partial<Record<MonthName, CentsByCurrency>> = {};
  for (const month of MONTHS) {
    const converted = toCompanyCurrency(cost.months[month], target, rates);
    if (!converted) return null;
    converted.rates.forEach((rate) => used.set(rate.currency, rate));
    months[month] = Object.keys(cost.months[month]).length === 0 ? {} : { [target]: converted.cents };
  }
  return costFromMonths(months);
}

export function convertReportRows<Row extends ConvertibleRow>(
  rows: readonly Row[],
  target: string,
  rates: readonly CurrencyRate[],
): { rows: Row[]; rates: CurrencyRate[] } | null {
  const used = new Map<string, CurrencyRate>();
  const converted: Row[] = [];
  for (const row of rows) {
    const result = convertReportRow(row, target, rates);
    if (!result) return null;
    result.rates.forEach((rate) => used.set(rate.currency, rate));
    let next = { ...row, ...result.row } as Row;
    if (row.cost) {
      const cost = convertCost(row.cost, target, rates, used);
      if (!cost) return null;
      next = { ...next, ...profitabilityOf(next, cost) };
    }
    converted.push(next);
  }
  return { rows: converted, rates: [...used.values()] };
}
