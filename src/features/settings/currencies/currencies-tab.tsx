import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { CurrencyRatesPanel } from './currency-rates-panel';
import { CurrencySettingsPanel } from './currency-settings-panel';

// The company currency and the order of currencies (saved with POST currency-configs), and the rates
// the API sends; each part fails alone.
export function CurrenciesTab() {
  return (
    <>
      <ErrorBoundary level="section" name="Company currency and order">
        <CurrencySettingsPanel />
      </ErrorBoundary>
      <ErrorBoundary level="section" name="Currency rates">
        <CurrencyRatesPanel />
      </ErrorBoundary>
    </>
  );
}
