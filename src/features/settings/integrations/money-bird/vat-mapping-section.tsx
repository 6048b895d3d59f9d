import Alert from '@mui/material/Alert';
import { useMoneyBirdCompanyMapping, useMoneyBirdTaxRates } from '@/api/money-bird/money-bird.queries';
import { useVats } from '@/api/vats/vats.reference';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { offeredTaxRates } from '@/lib/money-bird-matching';
import { MoneyBirdSection } from './money-bird-section';
import { VatMappingForm } from './vat-mapping-form';

export const VAT_SECTION_TITLE = 'VAT and tax rates';

// Our VATs ↔ MoneyBird's sales tax rates: each part loads and fails on its own, with a Retry.
export function VatMappingSection({ connected }: { connected: boolean }) {
  const vats = useVats();
  const rates = useMoneyBirdTaxRates({ enabled: connected });
  const mapping = useMoneyBirdCompanyMapping({ enabled: connected });

  const body = () => {
    if (!connected) {
      return (
        <Alert severity="info" role="note">
          The tax rates come from your MoneyBird administration: connect MoneyBird above first.
        </Alert>
      );
    }
    if (rates.isError) {
      return (
        <ErrorState
          message="MoneyBird could not be reached, so its tax rates cannot be shown."
          onRetry={() => void rates.refetch()}
        />
      );
    }
    if (vats.isError) {
      return <ErrorState message="Our VATs could not be loaded." onRetry={() => void vats.refetch()} />;
    }
    if (mapping.isError) {
      return (
        <ErrorState
          message="The saved tax rates could not be loaded."
          onRetry={() => void mapping.refetch()}
        />
      );
    }
    if (!vats.data || !rates.data || mapping.data === undefined) {
      return <LoadingState label="Loading VATs and tax rates" rows={4} />;
    }
    if (vats.data.length === 0) {
      return (
        <EmptyState title="No VATs yet" description="There is nothing to map until the company has a VAT." />
      );
    }
    if (offeredTaxRates(rates.data).length === 0) {
      return (
        <Alert severity="warning" role="note">
          MoneyBird has no active sales tax rate. Add one in MoneyBird (Settings → Tax rates), then reload.
        </Alert>
      );
    }
    return <VatMappingForm vats={vats.data} rates={rates.data} mapping={mapping.data} />;
  };

  return <MoneyBirdSection title={VAT_SECTION_TITLE}>{body()}</MoneyBirdSection>;
}
