import Box from '@mui/material/Box';
import { CartesianChartFrame, moneyOrDash } from '@/components/charts/cartesian-chart-frame';
import { HatchPattern, HatchedBarPlot } from '@/components/charts/hatch-pattern';
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

const Y_AXIS_WIDTH = 84;

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
    <CartesianChartFrame
      title={title}
      describedBy={describedBy}
      yAxisWidth={Y_AXIS_WIDTH}
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
      defs={<HatchPattern id={`${ids}-decrease`} color={DECREASE_COLOR} angle={-45} />}
    >
      <HatchedBarPlot seriesId="decrease" patternId={`${ids}-decrease`} />
    </CartesianChartFrame>
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
  const money = moneyOrDash(currency);
  return (
    <CartesianChartFrame
      title={title}
      describedBy={describedBy}
      yAxisWidth={Y_AXIS_WIDTH}
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
      defs={<HatchPattern id={`${ids}-forecast`} color={FORECAST_COLOR} angle={45} />}
    >
      <HatchedBarPlot seriesId="forecast" patternId={`${ids}-forecast`} />
    </CartesianChartFrame>
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
