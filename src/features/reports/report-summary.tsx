import { KpiStrip, type KpiCard } from '@/components/list/kpi-strip';
import { orderCurrencies } from '@/lib/currency';
import { deltaPercentages, periodFigures, type FinancialPeriod } from '@/lib/financial-periods';
import type { ReportRowCents } from '@/lib/revenue-report';
import { MoneyLines } from './money-lines';
import { formatPercent } from './report-columns';

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
  const percentages = row ? deltaPercentages(row, scope) : null;
  const percentCodes = percentages ? orderCurrencies(Object.keys(percentages), order) : [];
  const percentText =
    percentages === null
      ? '—'
      : percentCodes.length === 1
        ? formatPercent(percentages[percentCodes[0]!] ?? null)
        : percentCodes.map((code) => `${code} ${formatPercent(percentages[code] ?? null)}`).join(' · ');
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
    { id: 'percentage', label: 'Δ %', value: percentText, caption: 'Of the forecast of the ended months' },
  ];
  return <KpiStrip label={`Summary: ${subject}`} cards={cards} loading={loading} />;
}
