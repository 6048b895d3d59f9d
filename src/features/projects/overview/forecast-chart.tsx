import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { LinePlot, MarkPlot, lineClasses } from '@mui/x-charts/LineChart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { useId } from 'react';
import { fromCents } from '@/lib/cents';
import { formatMoney } from '@/lib/money';
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
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const amount = (cents: number | null) => (cents === null ? null : fromCents(cents));
  const forecastColor = theme.palette.primary.light;
  return (
    <ChartsDataProvider
      height={320}
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
      yAxis={[
        {
          id: 'money',
          width: 80,
          valueFormatter: (value: number) => formatMoney(value).replace(/\.00$/, ''),
        },
      ]}
    >
      <ChartFigure title={title} describedBy={describedBy}>
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface
            sx={{ [`& .${lineClasses.line}[data-series="baseline"]`]: { strokeDasharray: '6 4' } }}
          >
            <defs>
              <pattern
                id={hatch}
                patternUnits="userSpaceOnUse"
                width="8"
                height="8"
                patternTransform="rotate(45)"
              >
                <rect width="8" height="8" fill={forecastColor} opacity={0.35} />
                <line x1="0" y1="0" x2="0" y2="8" stroke={forecastColor} strokeWidth="4" />
              </pattern>
            </defs>
            <ChartsGrid horizontal />
            <BarPlot
              slotProps={{
                bar: (state) => (state.seriesId === 'forecast' ? { fill: `url(#${hatch})` } : {}),
              }}
            />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="band" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartFigure>
    </ChartsDataProvider>
  );
}
