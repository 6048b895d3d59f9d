import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ProjectTotals } from '@/api/project-figures/project-figure.schemas';
import { ErrorState } from '@/components/feedback/error-state';
import { KpiStrip, type KpiCard } from '@/components/list/kpi-strip';
import { visuallyHidden } from '@/components/layout/visually-hidden';
import { TYPICAL_AMOUNT } from '@/components/list/typical-amounts';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { formatMoney } from '@/lib/money';
import { useId } from 'react';
import type { FiguresCurrency } from './use-figures-currency';

const LABEL = 'Key figures';

type Figure = {
  id: keyof Omit<ProjectTotals, 'hours'>;
  label: string;
  caption: (totals: ProjectTotals) => string;
};

// finance.md §2.2: what the project is worth, what was planned to date, invoiced, paid, still owed and
// still to invoice. Invoiced and remaining are net of VAT; paid and outstanding are what the client pays.
const FIGURES: readonly Figure[] = [
  { id: 'contract_value', label: 'Contract value', caption: (t) => `${t.hours.planned} h planned` },
  { id: 'forecast_to_date', label: 'Forecast to date', caption: () => 'Months that have ended' },
  { id: 'invoiced', label: 'Invoiced', caption: (t) => `${t.hours.invoiced} h · net of VAT` },
  { id: 'paid', label: 'Paid', caption: () => 'VAT included' },
  { id: 'outstanding', label: 'Outstanding', caption: () => 'Approved, not yet paid' },
  { id: 'remaining', label: 'Remaining to invoice', caption: () => 'Contract value less invoiced' },
];

export function KeyFigures({
  totals,
  overdue,
  currency,
}: {
  totals: UseQueryResult<ProjectTotals>;
  overdue: CentsByCurrency | undefined;
  currency: FiguresCurrency;
}) {
  const headingId = useId();
  if (totals.isError) {
    return (
      <Box sx={{ mb: 2 }}>
        <ErrorState message="The key figures could not be loaded." onRetry={() => void totals.refetch()} />
      </Box>
    );
  }
  const data = totals.data;
  const overdueText =
    overdue && Object.values(overdue).some((cents) => cents !== 0)
      ? `${currency.text(overdue)} overdue`
      : null;
  // One figure per card, in one currency (the project's, or the company's converted): a typical one.
  const typical = `${currency.mode === 'company' ? '≈ ' : ''}${formatMoney(TYPICAL_AMOUNT, currency.companyCurrency)}`;
  const cards: KpiCard[] = FIGURES.map((figure) => ({
    id: figure.id,
    label: figure.label,
    value: data ? currency.text(data[figure.id]) : '',
    caption: data
      ? figure.id === 'outstanding' && overdueText
        ? overdueText
        : figure.caption(data)
      : undefined,
    // The caption's place: as long as the label, in figure spaces, so no text query finds the label twice.
    placeholder: { value: typical, caption: '\u2007'.repeat(figure.label.length) },
  }));
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {LABEL}
      </Typography>
      <KpiStrip label={LABEL} cards={cards} loading={!data} />
      {currency.note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
          {currency.note}
        </Typography>
      ) : null}
    </Box>
  );
}
