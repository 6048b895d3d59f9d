import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useCurrencies } from '@/api/application-configs/application-configs.reference';
import { DEFAULT_CURRENCY } from '@/lib/currency';
import { currencyModeOf, withCurrencyMode, type CurrencyMode } from './currency-mode';

export type ProjectCurrencyMode = {
  mode: CurrencyMode;
  // What the API's `in_project_currency` flags say.
  inProjectCurrency: boolean;
  // The company's currency (application configs), which `company` converts into.
  companyCurrency: string;
  setMode: (mode: CurrencyMode) => void;
};

// The header's currency switch, for every tab that shows amounts: read from the URL, written to it
// without a new history entry or a scroll.
export function useProjectCurrencyMode(): ProjectCurrencyMode {
  const router = useRouter();
  const { currency } = useCurrencies();
  const mode = currencyModeOf(router.asPath);
  const setMode = useCallback(
    (next: CurrencyMode) => {
      if (next === currencyModeOf(router.asPath)) return;
      void router.replace(withCurrencyMode(router.asPath, next), undefined, { shallow: true, scroll: false });
    },
    [router],
  );
  return {
    mode,
    inProjectCurrency: mode === 'project',
    companyCurrency: currency ?? DEFAULT_CURRENCY,
    setMode,
  };
}
