import type { ReportRow } from '@/api/reports/report.schemas';
import { toCsv } from '@/lib/csv';
import { reportCsvHeader, reportCsvLines } from '@/lib/report-csv';

// The report as loaded and shown, as a CSV (lib/report-csv: a line per row and currency, numbers as
// numbers, names safe against formulas), the totals last; converted figures say so in a last column.
export function reportCsvOf({
  rows,
  totals,
  view,
  order,
  convertedNote,
}: {
  rows: readonly ReportRow[];
  totals: ReportRow | null;
  view: 'month' | 'quarter';
  order: readonly string[];
  // "≈ GEL at the rates of 31 Mar 2025" when the amounts were converted; null when each is its own.
  convertedNote: string | null;
}): string {
  const all = totals ? [...rows, totals] : rows;
  const profitability = all.some((row) => row.cost !== undefined);
  const options = { view, currencyOrder: order };
  const header = reportCsvHeader(options, profitability);
  const lines = reportCsvLines(all, options, profitability);
  return convertedNote
    ? toCsv(
        [...header, 'Converted'],
        lines.map((line) => [...line, convertedNote]),
      )
    : toCsv(header, lines);
}
