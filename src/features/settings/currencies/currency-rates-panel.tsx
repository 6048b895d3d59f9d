import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import type { CurrencyRate } from '@/api/currency-rates/currency-rate.schemas';
import { useCurrencyRates } from '@/api/currency-rates/currency-rates.reference';
import { ReadOnlyTablePanel, type ReadOnlyColumn } from '@/components/layout/read-only-table-panel';
import { orderCurrencies } from '@/lib/currency';
import { formatRate, rateBaseOf, rateDatesOf } from '@/lib/currency-rates';
import { currencyName } from '@/lib/display-names';

const dayOf = (value: string) => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy') : value;
};

// What the numbers mean and when they are from, said once above the table.
function aboutRates(rates: readonly CurrencyRate[]): string {
  const base = rateBaseOf(rates);
  const meaning = base
    ? `Each rate is how many units of the currency one ${base} buys.`
    : 'The rates are as the API sends them; it does not say which currency they are against.';
  const dates = rateDatesOf(rates);
  if (!dates) return meaning;
  const when =
    dates.from === dates.to
      ? `They are the rates of ${dayOf(dates.from)}.`
      : `They are from ${dayOf(dates.from)} to ${dayOf(dates.to)}; each row says its day.`;
  return `${meaning} ${when} They come from the API and cannot be changed here.`;
}

// GET currency-rates, read-only: each currency's rate and the day it is from, in the company's order.
export function CurrencyRatesPanel() {
  const rates = useCurrencyRates();
  const { currencies } = useCurrencies();
  const rows = useMemo(() => {
    const list = rates.data ?? [];
    const codes = orderCurrencies([...new Set(list.map((row) => row.currency))], currencies);
    return codes.flatMap((code) => list.filter((row) => row.currency === code));
  }, [rates.data, currencies]);
  const base = rateBaseOf(rows);
  const columns: readonly ReadOnlyColumn<CurrencyRate>[] = [
    {
      header: 'Currency',
      cell: (row) => (
        <>
          {row.currency}
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>
            {currencyName(row.currency)}
          </Typography>
        </>
      ),
    },
    { header: base ? `Rate per 1 ${base}` : 'Rate', numeric: true, cell: (row) => formatRate(row.rate) },
    { header: 'Date', cell: (row) => dayOf(row.date) },
  ];
  return (
    <ReadOnlyTablePanel
      title="Currency rates"
      query={rates}
      rows={rows}
      rowKey={(row) => `${row.currency}-${row.date}`}
      columns={columns}
      about={aboutRates(rows)}
      loadingLabel="Loading the currency rates"
      errorMessage="The currency rates could not be loaded."
      emptyTitle="No currency rates yet"
      emptyDescription="The API has sent no rates; they show here once it does."
      maxWidth={640}
    />
  );
}
