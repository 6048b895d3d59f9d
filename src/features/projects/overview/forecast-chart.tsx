import { useTheme } from '@mui/material/styles';
import { LinePlot, MarkPlot, lineClasses } from '@mui/x-charts/LineChart';
import { CartesianChartFrame, moneyOrDash } from '@/components/charts/cartesian-chart-frame';
import { HatchPattern, HatchedBarPlot } from '@/components/charts/hatch-pattern';
import { useId } from 'react';
import { fromCents } from '@/lib/cents';
import { FORECAST_PLOT_HEIGHT } from './forecast-chart-size';
import type { ForecastPoint } from './forecast-points';

// The overview's chart (MUI X Charts, loaded on demand by forecast-section.tsx): forecast bars hatched,
// actual bars solid, the baseline a dashed line with diamond marks, so no meaning rides on colour alone.
// Its numbers are also in the table twin beside it; the summary sentence describes it.
export function ForecastChart({
  points,
  currency,
  title,
  describedBy,
}: {
  points: readonly ForecastPoint[];
  currency: string;
  title: string;
  describedBy: string;
}) {
  const theme = useTheme();
  const hatch = `forecast-hatch-${useId().replace(/:/g, '')}`;
  const money = moneyOrDash(currency);
  const amount = (cents: number | null) => (cents === null ? null : fromCents(cents));
  const forecastColor = theme.palette.primary.light;
  return (
    <CartesianChartFrame
      title={title}
      describedBy={describedBy}
      height={FORECAST_PLOT_HEIGHT}
      yAxisWidth={80}
      surfaceSx={{ [`& .${lineClasses.line}[data-series="baseline"]`]: { strokeDasharray: '6 4' } }}
      defs={<HatchPattern id={hatch} color={forecastColor} angle={45} />}
      series={[
        {
          type: 'bar',
          id: 'forecast',
          label: 'Forecast (hatched)',
          data: points.map((point) => amount(point.forecast)),
          color: forecastColor,
          valueFormatter: money,
        },
        {
          type: 'bar',
          id: 'actual',
          label: 'Actual (solid)',
          data: points.map((point) => amount(point.actual)),
          color: theme.palette.primary.dark,
          valueFormatter: money,
        },
        {
          type: 'line',
          id: 'baseline',
          label: 'Baseline (dashed)',
          data: points.map((point) => amount(point.baseline)),
          color: theme.palette.secondary.main,
          shape: 'diamond',
          valueFormatter: money,
        },
      ]}
      xAxis={[{ id: 'months', scaleType: 'band', data: points.map((point) => point.label) }]}
    >
      <HatchedBarPlot seriesId="forecast" patternId={hatch} />
      <LinePlot />
      <MarkPlot />
    </CartesianChartFrame>
  );
}
