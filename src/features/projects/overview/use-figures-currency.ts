import { format, isValid, parseISO } from 'date-fns';
import { useMemo } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { useCurrencyRates } from '@/api/currency-rates/currency-rates.reference';
import { fromCents } from '@/lib/cents';
import { ratesDateOf, toCompanyCurrency } from '@/lib/company-currency';
import { DEFAULT_CURRENCY } from '@/lib/currency';
import { formatByCurrency, type CentsByCurrency, type CurrencyRate } from '@/lib/currency-totals';
import { formatMoney } from '@/lib/money';
import type { CurrencyMode } from '../project/currency-mode';
import { useProjectCurrencyMode } from '../project/use-project-currency-mode';

// How the project's figures are shown: in the project's own currency (the default) or converted into
// the company's with currency-rates (`?cur=company`), as the header's switch says.

// One figure on screen: an amount in one currency, and whether it was converted.
export type ShownAmount = { currency: string; cents: number; converted: boolean };

export type FiguresCurrency = {
  mode: CurrencyMode;
  // The currency figures are converted into in company mode.
  companyCurrency: string;
  // Amounts per currency as one figure: converted in company mode, else the single currency's amount
  // (null when there are several and nothing converts them).
  shown: (amounts: CentsByCurrency) => ShownAmount | null;
  // "7,200.00 EUR", "≈ 21,096.00 EUR", or per currency when there is no single figure.
  text: (amounts: CentsByCurrency) => string;
  // Said once under converted figures: which rates, of which day; null in project mode.
  note: string | null;
  // The quotes of currency-rates, for converting more than one figure at a time.
  rates: readonly CurrencyRate[];
};

const dayLabel = (date: string) => {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'd MMM yyyy') : date;
};

export function useFiguresCurrency(): FiguresCurrency {
  const { mode } = useProjectCurrencyMode();
  const { currency } = useCurrencies();
  const rates = useCurrencyRates();
  return useMemo(() => {
    const companyCurrency = currency ?? DEFAULT_CURRENCY;
    const quotes = rates.data ?? [];
    const native = (amounts: CentsByCurrency): ShownAmount | null => {
      const entries = Object.entries(amounts);
      const [only] = entries;
      return entries.length === 1 && only ? { currency: only[0], cents: only[1], converted: false } : null;
    };
    // Without a rate a figure stays in its own currency (the note says so), never a partial sum.
    const shown = (amounts: CentsByCurrency): ShownAmount | null => {
      const converted = mode === 'company' ? toCompanyCurrency(amounts, companyCurrency, quotes) : null;
      return converted
        ? { currency: companyCurrency, cents: converted.cents, converted: converted.rates.length > 0 }
        : native(amounts);
    };
    const text = (amounts: CentsByCurrency) => {
      const figure = shown(amounts);
      if (figure)
        return `${figure.converted ? '≈ ' : ''}${formatMoney(fromCents(figure.cents), figure.currency)}`;
      return formatByCurrency(amounts) || '—';
    };
    const date = ratesDateOf(quotes);
    const note =
      mode === 'project'
        ? null
        : rates.isSuccess && quotes.length > 0
          ? `≈ Converted into ${companyCurrency} at the currency rates${date ? ` of ${dayLabel(date)}` : ''}.`
          : `No currency rates to convert with: amounts stay in their own currency.`;
    return { mode, companyCurrency, shown, text, note, rates: quotes };
  }, [mode, currency, rates.data, rates.isSuccess]);
}
