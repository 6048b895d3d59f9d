import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useMemo, useState, type MouseEvent } from 'react';
import {
  useApplicationConfigs,
  useCurrencies,
} from '@/api/application-configs/application-configs.reference';
import { usePositions } from '@/api/positions/positions.reference';
import { useRateCards } from '@/api/rate-cards/rate-card.queries';
import { useSeniorities } from '@/api/seniorities/seniorities.reference';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { ErrorState } from '@/components/feedback/error-state';
import { LoadingState } from '@/components/feedback/loading-state';
import { useUrlState } from '@/components/url/use-url-state';
import { RateCardEditor } from './rate-card-editor';
import { useTabLeaveGuard } from '../use-tab-leave-guard';
import { rateGridLayout } from './rate-card-layout';
import { chosenCurrency, rateCardHref, rateCardUrl } from './rate-card-url';

const tabId = (currency: string) => `rate-card-tab-${currency}`;
const panelId = (currency: string) => `rate-card-panel-${currency}`;

// One currency's card: its grid once the card, the positions and the seniorities are in.
function RateCardPanel({
  currency,
  onDirtyChange,
}: {
  currency: string;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const cards = useRateCards();
  const positions = usePositions();
  const seniorities = useSeniorities();
  const layout = useMemo(
    () => (positions.data && seniorities.data ? rateGridLayout(positions.data, seniorities.data) : null),
    [positions.data, seniorities.data],
  );
  const mine = useMemo(
    () => cards.data?.filter((card) => card.currency === currency),
    [cards.data, currency],
  );
  const failed = [cards, positions, seniorities].filter((query) => query.isError);
  if (failed.length > 0) {
    return (
      <ErrorState
        message="Rate cards could not be loaded."
        onRetry={() => failed.forEach((query) => void query.refetch())}
      />
    );
  }
  if (!mine || !layout) return <LoadingState label="Loading rate cards" rows={6} />;
  if (layout.columns.length === 0) {
    return (
      <EmptyState
        title="No seniorities yet"
        description="A rate card has a column per seniority: add them under Organisation data first."
      />
    );
  }
  return (
    <RateCardEditor
      key={currency}
      currency={currency}
      cards={mine}
      layout={layout}
      onDirtyChange={onDirtyChange}
    />
  );
}

// Hourly rates by position and seniority, a card per currency of the organisation.
export function RateCardsTab() {
  const config = useApplicationConfigs();
  const { currency: own, currencies } = useCurrencies();
  const [asked, ask] = useUrlState(rateCardUrl);
  const currency = chosenCurrency(asked, currencies, own);
  const [dirty, setDirty] = useState(false);
  // A currency asked for while the card has unsaved changes: switched to once the user agrees.
  const [pending, setPending] = useState<string | null>(null);
  const { allowNext } = useTabLeaveGuard(
    dirty,
    (url) =>
      chosenCurrency(rateCardUrl.read(Object.fromEntries(url.searchParams)), currencies, own) === currency,
  );

  const askFirst = (event: MouseEvent, next: string) => {
    if (!dirty || next === currency) return;
    event.preventDefault();
    setPending(next);
  };

  const switchTo = (next: string) => {
    setPending(null);
    setDirty(false);
    allowNext();
    ask(next, 'push');
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-labelledby="rate-cards-heading">
      <Typography id="rate-cards-heading" variant="h2" component="h2" sx={{ mb: 1 }}>
        Rate cards
      </Typography>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        New project terms take their hourly rate from the card of their currency: the person&apos;s position
        and seniority, or the Default row. Changing a card later does not change the terms projects already
        have.
      </Alert>
      {config.isError ? (
        <ErrorState message="The currencies could not be loaded." onRetry={() => void config.refetch()} />
      ) : config.isSuccess && currencies.length === 0 ? (
        <EmptyState
          title="No currencies set up"
          description="A rate card is kept per currency: choose the organisation's currencies first."
        />
      ) : currency === undefined ? (
        <LoadingState label="Loading rate cards" rows={6} />
      ) : (
        <>
          <Tabs value={currency} aria-label="Currency of the rate card" sx={{ mb: 2 }}>
            {currencies.map((code) => (
              <Tab
                key={code}
                value={code}
                label={code}
                id={tabId(code)}
                aria-controls={panelId(code)}
                component={NextLink}
                href={rateCardHref(code)}
                onClick={(event: MouseEvent) => askFirst(event, code)}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={panelId(currency)} aria-labelledby={tabId(currency)}>
            <RateCardPanel currency={currency} onDirtyChange={setDirty} />
          </Box>
        </>
      )}
      {pending !== null && currency !== undefined ? (
        <ConfirmDialog
          open
          title={`Leave the ${currency} card with unsaved changes?`}
          description={`Your changes to the ${currency} rate card are not saved; opening the ${pending} card discards them.`}
          confirmLabel="Discard changes"
          destructive
          onConfirm={() => switchTo(pending)}
          onClose={() => setPending(null)}
        />
      ) : null}
    </Paper>
  );
}
