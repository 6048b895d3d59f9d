import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useId, useMemo, useState } from 'react';
import { LoadingState } from '@/components/feedback/loading-state';
import { useNearViewport } from '@/components/hooks/use-near-viewport';
import { cumulative, reachSentence, seriesByCurrency, type BudgetFigureRow } from '@/lib/budget-figures';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { MONTHS } from '@/lib/quarters';
import { mountInSlices } from '@/components/layout/mount-in-slices';

const ChartLoading = () => <LoadingState rows={6} label="Loading the chart" />;

// MUI X Charts (~130 kB) arrives after the grid, and only on this screen, once the reader nears the
// chart (it sits below the grid): until then its skeleton holds the place.
const BudgetChart = dynamic(
  () => import('./budget-chart').then((module) => mountInSlices(module.BudgetChart, () => <ChartLoading />)),
  {
    ssr: false,
    loading: ChartLoading,
  },
);

// The cumulative income of one currency through the year: budget, forecast and actual, with the
// sentence the chart is read by and its numbers in a table twin.
export function BudgetChartSection({
  rows,
  currency,
}: {
  rows: readonly BudgetFigureRow[];
  currency: string;
}) {
  const summaryId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  const [chartPlace, chartNear] = useNearViewport();
  const income = useMemo(() => seriesByCurrency(rows, 'income').get(currency) ?? null, [rows, currency]);
  if (!income) return null;
  const outcome = income.forecast.map((value, index) => income.actual[index] ?? value);
  const series = {
    budget: cumulative(income.budget),
    forecast: cumulative(outcome),
    actual: cumulative(income.actual),
  };
  const title = `Cumulative income in ${currency}`;
  const money = (cents: number | null) => (cents === null ? '—' : formatMoney(fromCents(cents), currency));
  return (
    <Box component="section" aria-labelledby={`${summaryId}-title`} sx={{ mt: 3 }}>
      <Typography id={`${summaryId}-title`} variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography id={summaryId} color="text.secondary" sx={{ mb: 2 }}>
        {reachSentence(`Income in ${currency}`, income.budget, outcome)} Forecast counts actuals for closed
        months.
      </Typography>
      <Box ref={chartPlace}>
        {chartNear ? (
          <BudgetChart series={series} currency={currency} title={title} describedBy={summaryId} />
        ) : (
          <ChartLoading />
        )}
      </Box>
      <Button
        size="small"
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? 'Hide the numbers' : 'Show the numbers'}
      </Button>
      <TableContainer id={tableId} hidden={!tableShown}>
        <Table size="small" aria-label={`${title}, by month`}>
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell>
              <TableCell align="right">Budget</TableCell>
              <TableCell align="right">Forecast</TableCell>
              <TableCell align="right">Actual</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {MONTHS.map((month, index) => (
              <TableRow key={month}>
                <TableCell component="th" scope="row">
                  {month}
                </TableCell>
                <TableCell align="right">{money(series.budget[index] ?? null)}</TableCell>
                <TableCell align="right">{money(series.forecast[index] ?? null)}</TableCell>
                <TableCell align="right">{money(series.actual[index] ?? null)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
