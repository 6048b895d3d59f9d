import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import NextLink from 'next/link';
import { LoadingState } from '@/components/feedback/loading-state';
import { useUrlState } from '@/components/url/use-url-state';
import { IntegrationsOverview } from './integrations-overview';
import { INTEGRATIONS_HREF, integrationsUrl } from './integrations-url';

// MoneyBird's own set-up page arrives only when it is opened.
const MoneyBirdSettings = dynamic(
  () => import('./money-bird/money-bird-settings').then((m) => m.MoneyBirdSettings),
  { loading: () => <LoadingState label="Loading the MoneyBird set-up" /> },
);

// The integrations overview, or one provider's set-up page (?provider=moneybird) with the way back.
export function IntegrationsTab() {
  const [{ provider }] = useUrlState(integrationsUrl);
  if (provider === 'moneybird') {
    return (
      <>
        <Button component={NextLink} href={INTEGRATIONS_HREF} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          Back to integrations
        </Button>
        <MoneyBirdSettings />
      </>
    );
  }
  return <IntegrationsOverview />;
}
