import { isValid, parseISO } from 'date-fns';
import type { ReportRow } from '@/api/reports/report.schemas';
import { dayLabel as calendarDayLabel } from '@/lib/calendar-day';
import { convertQuotedCents, ratesDateOf } from '@/lib/company-currency';
import type { CurrencyRate } from '@/lib/currency-totals';
import { convertReportRows } from '@/lib/report-currency';
import { NATIVE_CURRENCY } from './report-params';

// The report as shown: each amount in its own currency, or every row converted into one currency
// (lib/report-currency: each amount converted and rounded once, profit and margin computed again) with
// "≈" and a footnote naming the rates and their date. Without a rate for some currency nothing is
// converted (a partial conversion would look complete), and the footnote says so.

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
  return isValid(parsed) ? calendarDayLabel(parsed) : date;
};

// "1 USD = 2.7500 GEL": the cross rate of two quotes against one base, four decimals.
export function crossRateText(from: CurrencyRate, to: CurrencyRate): string {
  const tenThousandths = convertQuotedCents(1_000_000, from, to);
  return `1 ${from.currency} = ${(tenThousandths / 1_000_000).toFixed(4)} ${to.currency}`;
}

export function shownReport(
  rows: readonly ReportRow[],
  totals: ReportRow | null,
  cur: string,
  rates: readonly CurrencyRate[],
): ShownReport {
  const native = { rows: [...rows], totals, approx: false, convertedLabel: null };
  if (cur === NATIVE_CURRENCY) return { ...native, note: null };
  const converted = convertReportRows(totals ? [...rows, totals] : rows, cur, rates);
  if (!converted)
    return {
      ...native,
      note: `No currency rate to convert every amount into ${cur}: each stays in its own currency.`,
    };
  const target = rates.find((rate) => rate.currency === cur);
  const sources = converted.rates.filter((rate) => rate.currency !== cur);
  const date = ratesDateOf(converted.rates);
  const when = date ? dayLabel(date) : 'the day';
  const approx = sources.length > 0 && target !== undefined;
  return {
    rows: totals ? converted.rows.slice(0, -1) : converted.rows,
    totals: totals ? (converted.rows.at(-1) ?? null) : null,
    approx,
    note: approx
      ? `≈ Converted into ${cur} at the rates of ${when}: ${sources.map((rate) => crossRateText(rate, target)).join(', ')}.`
      : `Every amount is already in ${cur}: nothing was converted.`,
    convertedLabel: approx ? `≈ ${cur} at the rates of ${when}` : null,
  };
}
