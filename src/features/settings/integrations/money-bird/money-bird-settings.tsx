import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMoneyBirdCredentials } from '@/api/money-bird/money-bird.queries';
import { ErrorBoundary } from '@/components/feedback/error-boundary';
import { QueryStates } from '@/components/feedback/query-states';
import { CONNECTION_SECTION_TITLE, ConnectionSection } from './connection-section';
import { CONTACT_SECTION_TITLE, ContactFinderSection } from './contact-finder-section';
import { VAT_SECTION_TITLE, VatMappingSection } from './vat-mapping-section';

// MoneyBird's set-up (finance.md §5), at /settings?tab=integrations&provider=moneybird: the
// connection, our VATs ↔ its tax rates, and the contact finder; each part fails alone.
export function MoneyBirdSettings() {
  const credentials = useMoneyBirdCredentials();
  return (
    <Box>
      <Typography variant="h2" component="h2">
        MoneyBird
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Invoices go to MoneyBird once it is connected, each of our VATs has a MoneyBird tax rate, and each
        project has a MoneyBird contact.
      </Typography>
      <QueryStates
        query={credentials}
        loadingLabel="Loading the MoneyBird connection"
        errorMessage="The MoneyBird connection could not be loaded."
        rows={3}
      />
      {credentials.data ? (
        <>
          <ErrorBoundary level="section" name={CONNECTION_SECTION_TITLE}>
            <ConnectionSection credentials={credentials.data} />
          </ErrorBoundary>
          <ErrorBoundary level="section" name={VAT_SECTION_TITLE}>
            <VatMappingSection connected={credentials.data.connected} />
          </ErrorBoundary>
          <ErrorBoundary level="section" name={CONTACT_SECTION_TITLE}>
            <ContactFinderSection connected={credentials.data.connected} />
          </ErrorBoundary>
        </>
      ) : null}
    </Box>
  );
}
