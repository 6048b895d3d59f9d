import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportRow } from '@/api/reports/report.schemas';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { sortValueOf } from '@/lib/financial-periods';
import { MoneyLines } from '../shared/money-lines';
import { formatPercent, type ExtraColumn } from './report-columns';
import type { ReportKindName } from '../report-kinds';

// What profitability adds to a row (finance.md §4): the salary cost (salary × the share of booked
// hours), the profit (revenue − cost) and the margin (profit / revenue), forecast and actual.

type Side = 'forecast' | 'actual';

// The server's margin, or the one lib/report-currency computed again once converted; null (shown "—")
// for a row in several currencies.
const marginOf = (row: ReportRow, side: Side): number | null => row.margin?.[side] ?? null;

export function kindColumnsOf(
  kind: ReportKindName,
  order: readonly string[],
  approx: boolean,
): ExtraColumn<ReportRow>[] {
  if (kind !== 'profitability') return [];
  const money = (pick: (row: ReportRow) => CentsByCurrency | undefined, signed = false) => ({
    value: (row: ReportRow) => (
      <MoneyLines amounts={pick(row) ?? null} order={order} approx={approx} signed={signed} />
    ),
    sortValue: (row: ReportRow) => sortValueOf(pick(row) ?? null, order),
  });
  return [
    { id: 'cost', header: 'Cost', ...money((row) => row.cost?.total) },
    { id: 'profit-forecast', header: 'Profit (forecast)', ...money((row) => row.profit?.forecast, true) },
    { id: 'profit-actual', header: 'Profit (actual)', ...money((row) => row.profit?.actual, true) },
    {
      id: 'margin-forecast',
      header: 'Margin (forecast)',
      value: (row) => formatPercent(marginOf(row, 'forecast')),
      sortValue: (row) => marginOf(row, 'forecast'),
    },
    {
      id: 'margin-actual',
      header: 'Margin (actual)',
      value: (row) => formatPercent(marginOf(row, 'actual')),
      sortValue: (row) => marginOf(row, 'actual'),
    },
  ];
}

// Above an expanded row: profitability's cost, profit and margin in words.
export function KindFigures({
  kind,
  row,
  order,
  approx,
}: {
  kind: ReportKindName;
  row: ReportRow;
  order: readonly string[];
  approx: boolean;
}) {
  if (kind !== 'profitability') return null;
  const items = [
    { label: 'Cost', value: <MoneyLines amounts={row.cost?.total ?? null} order={order} approx={approx} /> },
    {
      label: 'Profit, forecast',
      value: <MoneyLines amounts={row.profit?.forecast ?? null} order={order} approx={approx} signed />,
    },
    {
      label: 'Profit, actual',
      value: <MoneyLines amounts={row.profit?.actual ?? null} order={order} approx={approx} signed />,
    },
    { label: 'Margin, forecast', value: formatPercent(marginOf(row, 'forecast')) },
    { label: 'Margin, actual', value: formatPercent(marginOf(row, 'actual')) },
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, mb: 2 }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
