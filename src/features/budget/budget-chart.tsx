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
import { fromCents } from '@/lib/cents';
import { CHART_PALETTE } from '@/lib/constants';
import { formatMoney } from '@/lib/money';
import { MONTHS } from '@/lib/quarters';

export type CumulativeSeries = {
  budget: (number | null)[];
  forecast: (number | null)[];
  actual: (number | null)[];
};

// Cumulative budget (dashed, squares), forecast (dotted, triangles) and actual (solid, circles) by
// month: line style and mark tell them apart as well as the colour. Loaded on demand by the section.
export function BudgetChart({
  series,
  currency,
  title,
  describedBy,
}: {
  series: CumulativeSeries;
  currency: string;
  title: string;
  describedBy: string;
}) {
  const amounts = (values: (number | null)[]) =>
    values.map((cents) => (cents === null ? null : fromCents(cents)));
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  return (
    <ChartsDataProvider
      height={300}
      series={[
        {
          type: 'line',
          id: 'budget',
          label: 'Budget (dashed)',
          data: amounts(series.budget),
          color: CHART_PALETTE[0],
          shape: 'square',
          valueFormatter: money,
        },
        {
          type: 'line',
          id: 'forecast',
          label: 'Forecast (dotted)',
          data: amounts(series.forecast),
          color: CHART_PALETTE[1],
          shape: 'triangle',
          valueFormatter: money,
        },
        {
          type: 'line',
          id: 'actual',
          label: 'Actual (solid)',
          data: amounts(series.actual),
          color: CHART_PALETTE[4],
          shape: 'circle',
          valueFormatter: money,
        },
      ]}
      xAxis={[{ id: 'months', scaleType: 'point', data: MONTHS.map((month) => month.slice(0, 3)) }]}
      yAxis={[
        {
          id: 'money',
          width: 90,
          valueFormatter: (value: number) => formatMoney(value).replace(/\.00$/, ''),
        },
      ]}
    >
      <ChartFigure title={title} describedBy={describedBy}>
        <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
          <ChartsLegend />
          <ChartsSurface
            sx={{
              [`& .${lineClasses.line}[data-series="budget"]`]: { strokeDasharray: '8 4' },
              [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '2 3' },
            }}
          >
            <ChartsGrid horizontal />
            <LinePlot />
            <MarkPlot />
            <ChartsAxisHighlight x="line" />
            <ChartsAxis />
          </ChartsSurface>
          <ChartsTooltip />
        </ChartsWrapper>
      </ChartFigure>
    </ChartsDataProvider>
  );
}
