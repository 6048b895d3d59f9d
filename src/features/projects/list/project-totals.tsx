import Box from '@mui/material/Box';
import type { ProjectsInfo } from '@/api/internal-projects/internal-project.schemas';
import { KpiStrip, type KpiCard } from '@/components/list/kpi-strip';
import { typicalAmounts } from '@/components/list/typical-amounts';
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
  // While loading, a typical amount in each of the company's currencies holds each card's place.
  const placeholder = { value: perCurrency(typicalAmounts(currencyOrder ?? []), currencyOrder) };
  const cards: KpiCard[] = [
    {
      id: 'forecast',
      label: 'Forecast this month',
      value: perCurrency(info?.totals.forecast_month, currencyOrder),
      placeholder,
    },
    {
      id: 'invoiced',
      label: 'Invoiced this year',
      value: perCurrency(info?.totals.invoiced_ytd, currencyOrder),
      placeholder,
    },
    {
      id: 'outstanding',
      label: 'Outstanding',
      value: perCurrency(info?.totals.outstanding, currencyOrder),
      placeholder,
    },
  ];
  return <KpiStrip label="Totals of the listed projects" cards={cards} loading={loading} />;
}
