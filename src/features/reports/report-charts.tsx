import Box from '@mui/material/Box';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartFigure } from '@/components/charts/chart-figure';
import { useId } from 'react';
import { fromCents } from '@/lib/cents';
import { CHART_PALETTE } from '@/lib/constants';
import { PERIOD_STATUS_WORDS } from '@/lib/financial-periods';
import { formatMoney } from '@/lib/money';
import type { PeriodBar, WaterfallStep } from './report-chart-data';

// The report's charts (MUI X Charts, loaded on demand by report-charts-section.tsx, only on the report
// screens). Forecast is hatched and actual solid, decreases hatched the other way: no meaning rides on
// colour alone, and each chart has its table twin and a one-sentence description beside it.

const [FORECAST_COLOR, ACTUAL_COLOR, DECREASE_COLOR, , INCREASE_COLOR] = CHART_PALETTE;

type ChartFrame = {
  title: string;
  describedBy: string;
  currency: string;
  // The report's words: "Forecast"/"Actual", or "Contract salary"/"Paid".
  labels: { forecast: string; actual: string };
};

const yAxis = [
  { id: 'money', width: 84, valueFormatter: (value: number) => formatMoney(value).replace(/\.00$/, '') },
];

function Hatch({ id, color, angle }: { id: string; color: string; angle: number }) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width="8" height="8" patternTransform={`rotate(${angle})`}>
      <rect width="8" height="8" fill={color} opacity={0.35} />
      <line x1="0" y1="0" x2="0" y2="8" stroke={color} strokeWidth="4" />
    </pattern>
  );
}

// A waterfall is a stacked bar chart whose first series is an invisible base (MUI X has no waterfall).
export function WaterfallChart({
  bars,
  title,
  describedBy,
  currency,
  labels,
}: { bars: readonly WaterfallStep[] } & ChartFrame) {
  const ids = useId().replace(/:/g, '');
  const money = (value: number | null) => (value === null ? null : formatMoney(value, currency));
  const isTotal = (bar: WaterfallStep) => bar.id === 'forecast' || bar.id === 'actual';
  const only = (test: (bar: WaterfallStep) => boolean) =>
    bars.map((bar) => (test(bar) ? fromCents(bar.value) : null));
  return (
    <ChartsDataProvider
      height={300}
      series={[
        {
          type: 'bar',
          id: 'base',
          stack: 'waterfall',
          stackOffset: 'none',
          data: bars.map((bar) => fromCents(bar.base)),
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          type: 'bar',
          id: 'total',
          stack: 'waterfall',
          stackOffset: 'none',
          label: `${labels.forecast} and ${labels.actual.toLowerCase()}`,
          data: only(isTotal),
          color: ACTUAL_COLOR,
          valueFormatter: money,
        },
        {
          type: 'bar',
          id: 'decrease',
          stack: 'waterfall',
          stackOffset: 'none',
          label: 'Decrease (hatched)',
          data: only((bar) => !isTotal(bar) && bar.change < 0),
          color: DECREASE_COLOR,
          valueFormatter: (value) => (value === null ? null : `−${formatMoney(value, currency)}`),
        },
        {
          type: 'bar',
          id: 'increase',
          stack: 'waterfall',
          stackOffset: 'none',
          label: 'Increase (solid)',
          data: only((bar) => !isTotal(bar) && bar.change >= 0),
          color: INCREASE_COLOR,
          valueFormatter: (value) => (value === null ? null : `+${formatMoney(value, currency)}`),
        },
      ]}
      xAxis={[{ id: 'steps', scaleType: 'band', data: bars.map((bar) => bar.label) }]}
      yAxis={yAxis}
    >
      <ChartFigure title={title} describedBy={describedBy}>
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <defs>
              <Hatch id={`${ids}-decrease`} color={DECREASE_COLOR} angle={-45} />
            </defs>
            <ChartsGrid horizontal />
            <BarPlot
              slotProps={{
                bar: (state) => (state.seriesId === 'decrease' ? { fill: `url(#${ids}-decrease)` } : {}),
              }}
            />
            <ChartsAxisHighlight x="band" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartFigure>
    </ChartsDataProvider>
  );
}

// Forecast (hatched) against actual (solid) per period; an open period's label says "forecast only".
export function PeriodBarsChart({
  bars,
  title,
  describedBy,
  currency,
  labels,
}: { bars: readonly PeriodBar[] } & ChartFrame) {
  const ids = useId().replace(/:/g, '');
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  return (
    <ChartsDataProvider
      height={300}
      series={[
        {
          type: 'bar',
          id: 'forecast',
          label: `${labels.forecast} (hatched)`,
          data: bars.map((bar) => fromCents(bar.forecast)),
          color: FORECAST_COLOR,
          valueFormatter: money,
        },
        {
          type: 'bar',
          id: 'actual',
          label: `${labels.actual} (solid)`,
          data: bars.map((bar) => (bar.actual === null ? null : fromCents(bar.actual))),
          color: ACTUAL_COLOR,
          valueFormatter: money,
        },
      ]}
      xAxis={[
        {
          id: 'periods',
          scaleType: 'band',
          data: bars.map((bar) =>
            bar.status === 'closed' ? bar.label : `${bar.label}\n${PERIOD_STATUS_WORDS[bar.status]}`,
          ),
        },
      ]}
      yAxis={yAxis}
    >
      <ChartFigure title={title} describedBy={describedBy}>
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface>
            <defs>
              <Hatch id={`${ids}-forecast`} color={FORECAST_COLOR} angle={45} />
            </defs>
            <ChartsGrid horizontal />
            <BarPlot
              slotProps={{
                bar: (state) => (state.seriesId === 'forecast' ? { fill: `url(#${ids}-forecast)` } : {}),
              }}
            />
            <ChartsAxisHighlight x="band" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartFigure>
    </ChartsDataProvider>
  );
}

// Both charts side by side (stacked on narrow screens).
export function ReportCharts({
  waterfall,
  periods,
  currency,
  waterfallTitle,
  periodsTitle,
  waterfallDescribedBy,
  periodsDescribedBy,
  labels,
}: {
  waterfall: readonly WaterfallStep[] | null;
  periods: readonly PeriodBar[];
  currency: string;
  waterfallTitle: string;
  periodsTitle: string;
  waterfallDescribedBy: string;
  periodsDescribedBy: string;
  labels: ChartFrame['labels'];
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 3fr' } }}>
      <Box>
        {waterfall ? (
          <WaterfallChart
            bars={waterfall}
            title={waterfallTitle}
            describedBy={waterfallDescribedBy}
            currency={currency}
            labels={labels}
          />
        ) : null}
      </Box>
      <Box>
        <PeriodBarsChart
          bars={periods}
          title={periodsTitle}
          describedBy={periodsDescribedBy}
          currency={currency}
          labels={labels}
        />
      </Box>
    </Box>
  );
}
