import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ReportRow } from '@/api/reports/report.schemas';
import { periodFigures, YEAR_PERIOD, type FinancialPeriod } from '@/lib/financial-periods';
import { MoneyLines } from '../shared/money-lines';
import { formatPercent } from '../table/report-columns';
import type { ReportColumn } from '../report-params';

// On paper the grid cannot scroll or virtualise: while the page prints (the Print button or the
// browser's own), every row is drawn once more in a plain table that only print shows.

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    // Rendered before the browser lays the page out for print.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

export function ReportPrintTable({
  caption,
  rows,
  totals,
  periods,
  cols,
  labels,
  order,
  approx,
}: {
  caption: string;
  rows: readonly ReportRow[];
  totals: ReportRow | null;
  periods: readonly FinancialPeriod[];
  cols: readonly ReportColumn[];
  labels: { forecast: string; actual: string };
  order: readonly string[];
  approx: boolean;
}) {
  const names: Record<ReportColumn, string> = { f: labels.forecast, a: labels.actual, d: 'Δ' };
  const all = [...periods, YEAR_PERIOD];
  const line = (row: ReportRow, title: string) => (
    <TableRow key={`${title}-${row.id}`}>
      <TableCell component="th" scope="row">
        {title}
      </TableCell>
      {all.flatMap((period) => {
        const figures = periodFigures(row, period);
        return cols.map((column) => (
          <TableCell key={`${period.key}-${column}`} align="right">
            <MoneyLines
              amounts={column === 'f' ? figures.forecast : column === 'a' ? figures.actual : figures.delta}
              order={order}
              approx={approx}
              signed={column === 'd'}
            />
          </TableCell>
        ));
      })}
      <TableCell align="right">{formatPercent(row.delta.percentage)}</TableCell>
    </TableRow>
  );
  return (
    <Table size="small" className="report-print-only" sx={{ '& td, & th': { fontSize: 9, px: 0.5 } }}>
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          {all.flatMap((period) =>
            cols.map((column) => (
              <TableCell key={`${period.key}-${column}`} align="right">
                {period.label} {names[column]}
              </TableCell>
            )),
          )}
          <TableCell align="right">Year Δ %</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => line(row, row.title))}
        {totals ? line(totals, 'Total') : null}
      </TableBody>
    </Table>
  );
}
