import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { CompactSelect } from '@/components/form/compact-select';
import { percentageOf } from '@/lib/cents';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { PERIOD_STATUS_WORDS, type FinancialPeriod } from '@/lib/financial-periods';
import type { ReportRowCents } from '@/lib/revenue-report';
import { mountInSlices } from '@/components/layout/mount-in-slices';
import { moneyText } from '../shared/money-lines';
import { ReportChartsSkeleton } from './report-charts-skeleton';
import { periodBarsOf, waterfallOf, type PeriodBar, type WaterfallStep } from './report-chart-data';

// MUI X Charts (~130 kB) arrive after the grid, and only on the report screens.
const ReportCharts = dynamic(
  () =>
    import('./report-charts').then((module) =>
      mountInSlices(module.ReportCharts, () => <ReportChartsSkeleton />),
    ),
  {
    ssr: false,
    loading: () => <ReportChartsSkeleton />,
  },
);

type Labels = { forecast: string; actual: string };

// "Actual 5,760.00 EUR, 20.00 % below the forecast of 7,200.00 EUR: vacation −1,080.00 EUR, …".
export function waterfallSentence(
  bars: readonly WaterfallStep[] | null,
  currency: string,
  approx: boolean,
): string {
  if (!bars) return 'No month has ended yet, so there is no actual to compare with the forecast.';
  const money = (cents: number, signed = false) => moneyText(cents, currency, { approx, signed });
  const forecast = bars[0]!;
  const actual = bars.at(-1)!;
  const changes = bars.slice(1, -1).map((bar) => `${bar.label.toLowerCase()} ${money(bar.change, true)}`);
  const delta = actual.change - forecast.change;
  const percentage = percentageOf(Math.abs(delta), forecast.change);
  const share = percentage === null ? '' : `${percentage.toFixed(2)} % `;
  const direction = delta === 0 ? 'equal to' : delta < 0 ? `${share}below` : `${share}above`;
  return `${actual.label} ${money(actual.change)}, ${direction} the ${forecast.label.toLowerCase()} of ${money(forecast.change)} in the ended months: ${changes.join(', ')}.`;
}

export function periodsSentence(
  bars: readonly PeriodBar[],
  currency: string,
  approx: boolean,
  labels: Labels,
): string {
  const money = (cents: number) => moneyText(cents, currency, { approx });
  const forecast = bars.reduce((sum, bar) => sum + bar.forecast, 0);
  const actual = bars.reduce((sum, bar) => sum + (bar.actual ?? 0), 0);
  const open = bars
    .filter((bar) => bar.status !== 'closed')
    .map((bar) => `${bar.label} ${PERIOD_STATUS_WORDS[bar.status]}`);
  return `${labels.forecast} ${money(forecast)} over ${bars.length === 1 ? bars[0]!.label : `${bars[0]?.label}–${bars.at(-1)?.label}`}; ${labels.actual.toLowerCase()} ${money(actual)} in the ended months${open.length > 0 ? `; ${open.join(', ')}` : ''}.`;
}

function WaterfallTable({
  bars,
  currency,
  approx,
  caption,
}: {
  bars: readonly WaterfallStep[];
  currency: string;
  approx: boolean;
  caption: string;
}) {
  return (
    <Table size="small" sx={{ maxWidth: 520 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>Step</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {bars.map((bar) => (
          <TableRow key={bar.id}>
            <TableCell component="th" scope="row">
              {bar.label}
            </TableCell>
            <TableCell align="right">
              {bar.id === 'forecast' || bar.id === 'actual'
                ? moneyText(bar.change, currency, { approx })
                : moneyText(bar.change, currency, { approx, signed: true })}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PeriodsTable({
  bars,
  currency,
  approx,
  caption,
  labels,
}: {
  bars: readonly PeriodBar[];
  currency: string;
  approx: boolean;
  caption: string;
  labels: Labels;
}) {
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>Period</TableCell>
            <TableCell align="right">{labels.forecast}</TableCell>
            <TableCell align="right">{labels.actual}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bars.map((bar) => (
            <TableRow key={bar.key}>
              <TableCell component="th" scope="row">
                {bar.label}
                {bar.status === 'closed' ? '' : ` (${PERIOD_STATUS_WORDS[bar.status]})`}
              </TableCell>
              <TableCell align="right">{moneyText(bar.forecast, currency, { approx })}</TableCell>
              <TableCell align="right">
                {bar.actual === null ? '—' : moneyText(bar.actual, currency, { approx })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// The charts of the selected row (or the totals) in one currency, each described in a sentence and
// twinned by a table: visually hidden until "Show as table", always there for screen readers.
export function ReportChartsSection({
  row,
  subject,
  periods,
  currencies,
  approx,
  labels,
}: {
  row: ReportRowCents;
  subject: string;
  periods: readonly FinancialPeriod[];
  // The row's currencies, the one to draw first: the charts draw one at a time (never a sum of two).
  currencies: readonly string[];
  approx: boolean;
  labels: Labels;
}) {
  const [tables, setTables] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked !== null && currencies.includes(picked) ? picked : currencies[0]!;
  const headingId = useId();
  const waterfallId = useId();
  const periodsId = useId();
  const currencyNoteId = useId();
  const waterfall = waterfallOf(row, currency, labels);
  const bars = periodBarsOf(row, periods, currency);
  const waterfallTitle = `${subject}: from ${labels.forecast.toLowerCase()} to ${labels.actual.toLowerCase()}, ended months of ${row.year} (${currency})`;
  const periodsTitle = `${subject}: ${labels.forecast.toLowerCase()} against ${labels.actual.toLowerCase()} per period, ${row.year} (${currency})`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2 }}
      className="report-charts"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="h2" component="h2" sx={{ flex: 1 }}>
          {subject}: {labels.forecast.toLowerCase()} against {labels.actual.toLowerCase()}
        </Typography>
        {currencies.length > 1 ? (
          <Box className="report-no-print" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CompactSelect
              label="Charts in"
              value={currency}
              onChange={setPicked}
              options={currencies.map((code) => ({ value: code, label: code }))}
              describedBy={currencyNoteId}
            />
            <Typography id={currencyNoteId} variant="caption" color="text.secondary" sx={{ maxWidth: 260 }}>
              One currency at a time; the grid shows them all, or convert them into one.
            </Typography>
          </Box>
        ) : null}
        <Button
          size="small"
          onClick={() => setTables((shown) => !shown)}
          aria-pressed={tables}
          className="report-no-print"
        >
          Show as table
        </Button>
      </Box>
      <Typography id={waterfallId} variant="body2" sx={{ mb: 0.5 }}>
        {waterfallSentence(waterfall, currency, approx)}
      </Typography>
      <Typography id={periodsId} variant="body2" sx={{ mb: 1 }}>
        {periodsSentence(bars, currency, approx, labels)}
      </Typography>
      {tables ? null : (
        <ReportCharts
          waterfall={waterfall}
          periods={bars}
          currency={currency}
          waterfallTitle={waterfallTitle}
          periodsTitle={periodsTitle}
          waterfallDescribedBy={waterfallId}
          periodsDescribedBy={periodsId}
          labels={labels}
        />
      )}
      <Box
        sx={
          tables
            ? { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' } }
            : // Read, not shown: a 1-px box whose tables would each be a scroll area no key can reach.
              { ...visuallyHidden, '& .MuiTableContainer-root': { overflow: 'visible' } }
        }
      >
        {waterfall ? (
          <WaterfallTable bars={waterfall} currency={currency} approx={approx} caption={waterfallTitle} />
        ) : (
          <span />
        )}
        <PeriodsTable
          bars={bars}
          currency={currency}
          approx={approx}
          caption={periodsTitle}
          labels={labels}
        />
      </Box>
    </Paper>
  );
}
