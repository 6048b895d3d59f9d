import { format, isValid, parseISO } from 'date-fns';
import type { ReportCost, ReportRow } from '@/api/reports/report.schemas';
import { convertQuotedCents, convertReportRow, ratesDateOf, toCompanyCurrency } from '@/lib/company-currency';
import type { CentsByCurrency, CurrencyRate } from '@/lib/currency-totals';
import { NATIVE_CURRENCY } from './report-params';

// The report as shown: each amount in its own currency, or every row converted into one currency
// (each amount converted and rounded once, lib/company-currency) with "≈" and a footnote naming the
// rates and their date. A row a rate is missing for stays in its own currencies, and the note says so.

export type ShownReport = {
  rows: ReportRow[];
  totals: ReportRow | null;
  // Some amount was converted: figures carry "≈".
  approx: boolean;
  // The footnote under the grid; null in native mode.
  note: string | null;
  // "≈ GEL at the rates of 31 Mar 2025", for the CSV; null when nothing was converted.
  convertedLabel: string | null;
};

const dayLabel = (date: string) => {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'd MMM yyyy') : date;
};

// "1 USD = 2.7500 GEL": the cross rate of two quotes against one base, four decimals.
export function crossRateText(from: CurrencyRate, to: CurrencyRate): string {
  const tenThousandths = convertQuotedCents(1_000_000, from, to);
  return `1 ${from.currency} = ${(tenThousandths / 1_000_000).toFixed(4)} ${to.currency}`;
}

function costIn(
  cost: ReportCost,
  amounts: (values: CentsByCurrency) => CentsByCurrency | null,
): ReportCost | null {
  const each = <K extends string>(source: Record<K, CentsByCurrency>): Record<K, CentsByCurrency> | null => {
    const entries = Object.entries<CentsByCurrency>(source).map(
      ([key, value]) => [key, amounts(value)] as const,
    );
    return entries.some(([, value]) => value === null)
      ? null
      : (Object.fromEntries(entries) as Record<K, CentsByCurrency>);
  };
  const months = each(cost.months);
  const quarters = each(cost.quarters);
  const total = amounts(cost.total);
  return months && quarters && total ? { months, quarters, total } : null;
}

export function shownReport(
  rows: readonly ReportRow[],
  totals: ReportRow | null,
  cur: string,
  rates: readonly CurrencyRate[],
): ShownReport {
  if (cur === NATIVE_CURRENCY)
    return { rows: [...rows], totals, approx: false, note: null, convertedLabel: null };
  const used = new Map<string, CurrencyRate>();
  const missing: string[] = [];
  // Profitability's cost and profit convert like the rest; a row with any amount unconvertible stays.
  const amounts = (values: CentsByCurrency): CentsByCurrency | null => {
    const converted = toCompanyCurrency(values, cur, rates);
    if (!converted) return null;
    converted.rates.forEach((rate) => used.set(rate.currency, rate));
    return { [cur]: converted.cents };
  };
  const convert = (row: ReportRow): ReportRow => {
    const converted = convertReportRow(row, cur, rates);
    const cost = row.cost ? costIn(row.cost, amounts) : undefined;
    const profitForecast = row.profit ? amounts(row.profit.forecast) : undefined;
    const profitActual = row.profit ? amounts(row.profit.actual) : undefined;
    if (!converted || cost === null || profitForecast === null || profitActual === null) {
      missing.push(row.title);
      return row;
    }
    converted.rates.forEach((rate) => used.set(rate.currency, rate));
    return {
      ...row,
      ...converted.row,
      ...(cost ? { cost } : {}),
      ...(profitForecast && profitActual
        ? { profit: { forecast: profitForecast, actual: profitActual } }
        : {}),
    };
  };
  const shownRows = rows.map(convert);
  const shownTotals = totals ? convert(totals) : null;
  const target = rates.find((rate) => rate.currency === cur);
  const sources = [...used.values()].filter((rate) => rate.currency !== cur);
  const date = ratesDateOf([...used.values()]);
  const parts: string[] = [];
  if (sources.length > 0 && target)
    parts.push(
      `≈ Converted into ${cur} at the rates of ${date ? dayLabel(date) : 'the day'}: ${sources
        .map((rate) => crossRateText(rate, target))
        .join(', ')}.`,
    );
  else parts.push(`Every amount is already in ${cur}: nothing was converted.`);
  if (missing.length > 0)
    parts.push(`No rate into ${cur} for some currencies: ${missing.join(', ')} stay in their own currency.`);
  const approx = sources.length > 0;
  return {
    rows: shownRows,
    totals: shownTotals,
    approx,
    note: parts.join(' '),
    convertedLabel: approx ? `≈ ${cur} at the rates of ${date ? dayLabel(date) : 'the day'}` : null,
  };
}
