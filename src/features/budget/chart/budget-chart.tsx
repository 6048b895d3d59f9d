import { LinePlot, MarkPlot, lineClasses } from '@mui/x-charts/LineChart';
import { CartesianChartFrame, moneyOrDash } from '@/components/charts/cartesian-chart-frame';
import { fromCents } from '@/lib/cents';
import { CHART_PALETTE } from '@/lib/constants';
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
  const money = moneyOrDash(currency);
  return (
    <CartesianChartFrame
      title={title}
      describedBy={describedBy}
      yAxisWidth={90}
      highlight="line"
      surfaceSx={{
        [`& .${lineClasses.line}[data-series="budget"]`]: { strokeDasharray: '8 4' },
        [`& .${lineClasses.line}[data-series="forecast"]`]: { strokeDasharray: '2 3' },
      }}
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
    >
      <LinePlot />
      <MarkPlot />
    </CartesianChartFrame>
  );
}
