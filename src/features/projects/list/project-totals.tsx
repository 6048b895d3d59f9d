import Box from '@mui/material/Box';
import type { ProjectsInfo } from '@/api/internal-projects/internal-project.schemas';
import { KpiStrip, type KpiCard } from '@/components/list/kpi-strip';
import { orderCurrencies } from '@/lib/currency';
import { formatMoney } from '@/lib/money';

// A line per currency: the totals are never added across currencies.
function perCurrency(amounts: Record<string, number> | undefined, order: readonly string[] | undefined) {
  const codes = orderCurrencies(Object.keys(amounts ?? {}), order);
  if (!amounts || codes.length === 0) return '—';
  return (
    <>
      {codes.map((code) => (
        <Box key={code} component="span" sx={{ display: 'block' }}>
          {formatMoney(amounts[code] ?? 0, code)}
        </Box>
      ))}
    </>
  );
}

// The filtered list's totals, per currency (GET info/internal-projects).
export function ProjectTotals({
  info,
  loading,
  currencyOrder,
}: {
  info: ProjectsInfo | undefined;
  loading: boolean;
  currencyOrder?: readonly string[];
}) {
  const cards: KpiCard[] = [
    {
      id: 'forecast',
      label: 'Forecast this month',
      value: perCurrency(info?.totals.forecast_month, currencyOrder),
    },
    {
      id: 'invoiced',
      label: 'Invoiced this year',
      value: perCurrency(info?.totals.invoiced_ytd, currencyOrder),
    },
    { id: 'outstanding', label: 'Outstanding', value: perCurrency(info?.totals.outstanding, currencyOrder) },
  ];
  return <KpiStrip label="Totals of the listed projects" cards={cards} loading={loading} />;
}
