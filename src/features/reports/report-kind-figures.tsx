import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReportRow } from '@/api/reports/report.schemas';
import { percentageOf } from '@/lib/cents';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { sortValueOf } from '@/lib/financial-periods';
import { MoneyLines } from './money-lines';
import { formatPercent, type ExtraColumn } from './report-columns';
import type { ReportKindName } from './report-kinds';

// What profitability adds to a row (finance.md §4): the salary cost (salary × the share of booked
// hours), the profit (revenue − cost) and the margin (profit / revenue), forecast and actual. A margin
// the server could not give (several currencies) is computed here once the amounts are in one currency.

type Side = 'forecast' | 'actual';

const oneCurrency = (amounts: CentsByCurrency | undefined): [string, number] | null => {
  const entries = Object.entries(amounts ?? {});
  return entries.length === 1 ? entries[0]! : null;
};

// The revenue the margin is a share of: the year's forecast, or the actual of the ended months.
function revenueOf(row: ReportRow, side: Side): CentsByCurrency {
  const sum: Record<string, number> = {};
  for (const period of Object.values(row.months))
    for (const [code, cents] of Object.entries(period[side])) sum[code] = (sum[code] ?? 0) + cents;
  return sum;
}

export function marginOf(row: ReportRow, side: Side): number | null {
  const given = row.margin?.[side];
  if (given !== undefined && given !== null) return given;
  const profit = oneCurrency(row.profit?.[side]);
  if (!profit) return null;
  return percentageOf(profit[1], revenueOf(row, side)[profit[0]] ?? 0);
}

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
