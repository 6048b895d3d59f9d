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
import { useProjectRevenue } from '@/api/project-figures/project-figure.queries';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { SectionPanel } from '@/components/layout/section-panel';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { forecastSeries, monthLabel, type ForecastSeries } from './forecast-points';
import { ForecastChartSkeleton, ForecastSkeleton } from './forecast-skeleton';
import type { FiguresCurrency } from './use-figures-currency';

// The chart is MUI X Charts (~130 kB): it arrives after the tab, and only here.
const ForecastChart = dynamic(
  () =>
    import('./forecast-chart').then((m) => mountInSlices(m.ForecastChart, () => <ForecastChartSkeleton />)),
  {
    ssr: false,
    loading: () => <ForecastChartSkeleton />,
  },
);

const TITLE = 'Forecast and actual by month';

// "Forecast lands at 96 % of baseline", the caption the chart is read by.
export function landingCaption(landing: number | null): string {
  if (landing === null) return 'There is no baseline to compare the forecast with.';
  return `Forecast lands at ${landing} % of baseline.`;
}

// One sentence that says what the chart shows, for aria-describedby and for everyone above the chart.
function summaryOf(series: ForecastSeries, closedThrough: string | null): string {
  const { points, totals, currency } = series;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last || !currency) return '';
  const money = (cents: number) =>
    `${series.converted ? '≈ ' : ''}${formatMoney(fromCents(cents), currency)}`;
  const actual = closedThrough
    ? ` Invoiced ${money(totals.actual)} through ${monthLabel(closedThrough)}.`
    : '';
  return `From ${first.label} to ${last.label}: forecast ${money(totals.forecast)}, baseline ${money(totals.baseline)}.${actual}`;
}

export function ForecastSection({
  projectId,
  closedThrough,
  currency,
}: {
  projectId: number;
  // The last ended month; undefined until the dashboard says (actuals wait for it).
  closedThrough: string | null | undefined;
  currency: FiguresCurrency;
}) {
  const current = useProjectRevenue({ id: projectId, initial: false });
  const baseline = useProjectRevenue({ id: projectId, initial: true });
  const [tableShown, setTableShown] = useState(false);
  const summaryId = useId();
  const tableId = useId();
  const series = useMemo(
    () =>
      current.data && baseline.data && closedThrough !== undefined
        ? forecastSeries(current.data, baseline.data, closedThrough, currency.shown)
        : null,
    [current.data, baseline.data, closedThrough, currency.shown],
  );
  const failed = current.isError || baseline.isError;
  const empty =
    series !== null &&
    series.points.every((point) => point.forecast === 0 && point.baseline === 0 && !point.actual);
  const money = (cents: number | null) =>
    cents === null || !series?.currency ? '—' : formatMoney(fromCents(cents), series.currency);

  return (
    <SectionPanel
      title={TITLE}
      editable={false}
      isEmpty={empty}
      emptyTitle="No forecast yet"
      emptyDescription="Once the project has terms, each month's forecast shows here beside what was invoiced."
    >
      {failed ? (
        <ErrorState
          message="The monthly figures could not be loaded."
          onRetry={() => {
            if (current.isError) void current.refetch();
            if (baseline.isError) void baseline.refetch();
          }}
        />
      ) : null}
      {!failed && !series ? <ForecastSkeleton /> : null}
      {series && series.currency ? (
        <>
          <Typography variant="h3" component="p" sx={{ mb: 0.5 }}>
            {landingCaption(series.landing)}
          </Typography>
          <Typography id={summaryId} color="text.secondary" sx={{ mb: 2 }}>
            {summaryOf(series, closedThrough ?? null)}
          </Typography>
          <ForecastChart
            points={series.points}
            currency={series.currency}
            title={TITLE}
            describedBy={summaryId}
          />
          <Box sx={{ mt: 1 }}>
            <Button
              size="small"
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? 'Hide the numbers' : 'Show the numbers'}
            </Button>
          </Box>
          {/* The chart's table twin: always read by screen readers, shown on request. */}
          <TableContainer id={tableId} sx={tableShown ? { mt: 1 } : visuallyHidden}>
            <Table size="small">
              <caption>
                {TITLE} in {series.currency}
                {series.converted ? ' (converted)' : ''}; open months have no actual yet.
              </caption>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Month
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Forecast
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Baseline
                  </TableCell>
                  <TableCell component="th" scope="col" align="right">
                    Actual
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {series.points.map((point) => (
                  <TableRow key={point.month}>
                    <TableCell component="th" scope="row">
                      {point.label}
                    </TableCell>
                    <TableCell align="right">{money(point.forecast)}</TableCell>
                    <TableCell align="right">{money(point.baseline)}</TableCell>
                    <TableCell align="right">{money(point.actual)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
      {series && !series.currency && !empty ? (
        <EmptyState title="No figures to show" description="The months came without amounts." />
      ) : null}
    </SectionPanel>
  );
}
