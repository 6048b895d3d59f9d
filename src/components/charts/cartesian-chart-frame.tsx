import type { SxProps, Theme } from '@mui/material/styles';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider, type ChartsDataProviderProps } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import { ChartFigure } from './chart-figure';

type CartesianProps = ChartsDataProviderProps<'bar' | 'line'>;

// The y axis of a money chart: the amounts without ".00".
export const wholeMoney = (value: number) => formatMoney(value).replace(/\.00$/, '');

// A series' tooltip value: the amount with its currency, a dash where there is none.
export const moneyOrDash = (currency: string) => (value: number | null) =>
  value === null ? '—' : formatMoney(value, currency);

// The frame every money chart shares (load it only from a chart that next/dynamic loads: it pulls MUI
// X Charts): the named figure, a legend on top, a horizontal grid, the axes, the tooltip. The plot
// layers (bars, lines, marks) are the children; `defs` holds their patterns.
export function CartesianChartFrame({
  title,
  describedBy,
  series,
  xAxis,
  yAxisWidth,
  yAxisFormatter = wholeMoney,
  height = 300,
  highlight = 'band',
  surfaceSx,
  defs,
  children,
}: {
  title: string;
  describedBy: string;
  series: NonNullable<CartesianProps['series']>;
  xAxis: NonNullable<CartesianProps['xAxis']>;
  yAxisWidth: number;
  yAxisFormatter?: (value: number) => string;
  height?: number;
  // How hovering a category shows: a band over bars, a line over points.
  highlight?: 'band' | 'line';
  surfaceSx?: SxProps<Theme>;
  defs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ChartsDataProvider
      height={height}
      series={series}
      xAxis={xAxis}
      yAxis={[{ id: 'money', width: yAxisWidth, valueFormatter: yAxisFormatter }]}
    >
      <ChartFigure title={title} describedBy={describedBy}>
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface sx={surfaceSx}>
            {defs ? <defs>{defs}</defs> : null}
            <ChartsGrid horizontal />
            {children}
            <ChartsAxisHighlight x={highlight} />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartFigure>
    </ChartsDataProvider>
  );
}
