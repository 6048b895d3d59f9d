import { KpiStrip, type KpiCard } from '@/components/list/kpi-strip';
import { periodFigures, type FinancialPeriod } from '@/lib/financial-periods';
import { periodSummary } from '@/lib/report-rows';
import type { ReportRowCents } from '@/lib/revenue-report';
import { MoneyLines } from '../shared/money-lines';
import { formatPercent } from '../table/report-columns';

// Forecast, actual, delta and delta % of the selected row (or the totals) over the period chosen
// (the year, or one month): one line per currency, "≈" once converted.
export function ReportSummary({
  row,
  scope,
  subject,
  labels,
  order,
  approx,
  loading,
}: {
  row: ReportRowCents | null;
  scope: FinancialPeriod;
  // "Total" or the selected row's title: what the cards are about.
  subject: string;
  labels: { forecast: string; actual: string };
  order: readonly string[];
  approx: boolean;
  loading: boolean;
}) {
  const figures = row ? periodFigures(row, scope) : null;
  // One currency has a percentage; several have one once converted into one.
  const percentage = row ? periodSummary(row, scope.months).percentage : null;
  const caption = `${subject}, ${scope.key === 'year' ? 'the year' : scope.label}`;
  const cards: KpiCard[] = [
    {
      id: 'forecast',
      label: labels.forecast,
      value: <MoneyLines amounts={figures?.forecast ?? null} order={order} approx={approx} />,
      caption: figures?.open ? `${caption} (includes open months: forecast only)` : caption,
    },
    {
      id: 'actual',
      label: labels.actual,
      value: <MoneyLines amounts={figures?.actual ?? null} order={order} approx={approx} />,
      caption: figures?.actual ? `${caption}, ended months` : 'No month has ended yet',
    },
    {
      id: 'delta',
      label: 'Δ Difference',
      value: <MoneyLines amounts={figures?.delta ?? null} order={order} approx={approx} signed />,
      caption: `${labels.actual} − ${labels.forecast.toLowerCase()}, ended months`,
    },
    {
      id: 'percentage',
      label: 'Δ %',
      value: formatPercent(percentage),
      caption: 'Of the forecast of the ended months, in one currency',
    },
  ];
  return <KpiStrip label={`Summary: ${subject}`} cards={cards} loading={loading} />;
}
