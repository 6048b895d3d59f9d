import { KpiStrip, type KpiCard } from '@/components/list/kpi-strip';
import { typicalAmounts, TYPICAL_AMOUNT } from '@/components/list/typical-amounts';
import { toCents } from '@/lib/cents';
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
  expectedCurrencies,
}: {
  row: ReportRowCents | null;
  scope: FinancialPeriod;
  // "Total" or the selected row's title: what the cards are about.
  subject: string;
  labels: { forecast: string; actual: string };
  order: readonly string[];
  approx: boolean;
  loading: boolean;
  // The currencies the figures will come in, a line each: the cards' size while they load.
  expectedCurrencies: readonly string[];
}) {
  const figures = row ? periodFigures(row, scope) : null;
  // One currency has a percentage; several have one once converted into one.
  const percentage = row ? periodSummary(row, scope.months).percentage : null;
  const caption = `${subject}, ${scope.key === 'year' ? 'the year' : scope.label}`;
  const typical = typicalAmounts(expectedCurrencies, toCents(TYPICAL_AMOUNT));
  const placeholder = { value: <MoneyLines amounts={typical} order={order} approx={approx} /> };
  const cards: KpiCard[] = [
    {
      id: 'forecast',
      label: labels.forecast,
      value: <MoneyLines amounts={figures?.forecast ?? null} order={order} approx={approx} />,
      placeholder,
      caption: figures?.open ? `${caption} (includes open months: forecast only)` : caption,
    },
    {
      id: 'actual',
      label: labels.actual,
      value: <MoneyLines amounts={figures?.actual ?? null} order={order} approx={approx} />,
      placeholder,
      caption: figures?.actual ? `${caption}, ended months` : 'No month has ended yet',
    },
    {
      id: 'delta',
      label: 'Δ Difference',
      value: <MoneyLines amounts={figures?.delta ?? null} order={order} approx={approx} signed />,
      placeholder,
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
