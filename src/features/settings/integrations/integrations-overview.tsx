import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { useIntegrationStatus } from '@/api/integrations/integration.queries';
import {
  INTEGRATION_TYPES,
  type IntegrationStatus,
  type IntegrationType,
  type OAuthIntegration,
} from '@/api/integrations/integration.schemas';
import { QueryStates } from '@/components/feedback/query-states';
import { DisconnectDialog } from './disconnect-dialog';
import { GoogleSettingsForm } from './google-settings-form';
import { IntegrationCard } from './integration-card';
import { INTEGRATION_TEXTS, UNTRUSTED_CONNECT_MESSAGE } from './integration-texts';
import { MONEY_BIRD_HREF } from './integrations-url';
import { useConnectIntegration } from './use-connect-integration';
import { useConnectedReturn } from './use-connected-return';

// Google, Slack and MoneyBird: a card each with its status, connect or disconnect, and Google's settings.
export function IntegrationsOverview() {
  const statuses = useIntegrationStatus();
  const { connect, pending, refused } = useConnectIntegration();
  const returned = useConnectedReturn();
  const [disconnecting, setDisconnecting] = useState<IntegrationType | null>(null);

  // One button that turns from Connect into Disconnect and back, so the focus stays on it.
  const connectOrDisconnect = (type: OAuthIntegration, status: IntegrationStatus) => {
    const name = INTEGRATION_TEXTS[type].name;
    return status.connected ? (
      <Button variant="outlined" color="error" onClick={() => setDisconnecting(type)}>
        Disconnect {name}
      </Button>
    ) : (
      <Button variant="contained" loading={pending === type} onClick={() => connect(type)}>
        Connect {name}
      </Button>
    );
  };
  const refusal = (type: OAuthIntegration) =>
    refused === type ? (
      <Alert severity="error" sx={{ mt: 2 }}>
        {UNTRUSTED_CONNECT_MESSAGE}
      </Alert>
    ) : null;

  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The services the portal works with. Connecting one signs in to it; disconnecting stops it at once.
      </Typography>
      {returned.connected ? (
        <Alert severity="success" role="status" onClose={returned.dismiss} sx={{ mb: 2 }}>
          {INTEGRATION_TEXTS[returned.connected].name} is connected.
        </Alert>
      ) : null}
      <QueryStates
        query={statuses}
        loadingLabel="Loading integrations"
        errorMessage="The integrations could not be loaded."
        rows={3}
      />
      {statuses.isSuccess ? (
        <>
          {INTEGRATION_TYPES.every((type) => !statuses.data[type].connected) ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              No integration is connected yet. Connect one below.
            </Alert>
          ) : null}
          <IntegrationCard
            type="google"
            status={statuses.data.google}
            actions={connectOrDisconnect('google', statuses.data.google)}
          >
            {refusal('google')}
            {statuses.data.google.connected ? (
              <GoogleSettingsForm />
            ) : (
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                Connect Google to choose what is synced.
              </Typography>
            )}
          </IntegrationCard>
          <IntegrationCard
            type="slack"
            status={statuses.data.slack}
            actions={connectOrDisconnect('slack', statuses.data.slack)}
          >
            {refusal('slack')}
          </IntegrationCard>
          <IntegrationCard
            type="money_bird"
            status={statuses.data.money_bird}
            actions={
              <>
                <Button variant="contained" component={NextLink} href={MONEY_BIRD_HREF}>
                  Set up MoneyBird
                </Button>
                {statuses.data.money_bird.connected ? (
                  <Button variant="outlined" color="error" onClick={() => setDisconnecting('money_bird')}>
                    Disconnect MoneyBird
                  </Button>
                ) : null}
              </>
            }
          />
        </>
      ) : null}
      {disconnecting ? (
        <DisconnectDialog type={disconnecting} onClose={() => setDisconnecting(null)} />
      ) : null}
    </>
  );
}
