import CheckCircle from '@mui/icons-material/CheckCircle';
import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import { useId, type ReactNode } from 'react';
import type { IntegrationStatus, IntegrationType } from '@/api/integrations/integration.schemas';
import { INTEGRATION_TEXTS } from './integration-texts';

const dayOf = (value: string): string => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy') : value;
};

// One integration: what it does, whether it is connected (said in words, not by colour), as whom and
// since when, its actions, and whatever it lets you set.
export function IntegrationCard({
  type,
  status,
  actions,
  children,
}: {
  type: IntegrationType;
  status: IntegrationStatus;
  actions: ReactNode;
  children?: ReactNode;
}) {
  const texts = INTEGRATION_TEXTS[type];
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" component="h2" id={headingId} sx={{ flex: 1 }}>
          {texts.name}
        </Typography>
        <Chip
          icon={status.connected ? <CheckCircle /> : <LinkOff />}
          label={status.connected ? 'Connected' : 'Not connected'}
          color={status.connected ? 'success' : 'default'}
          variant="outlined"
        />
      </Box>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {texts.purpose}
      </Typography>
      {status.connected ? (
        <Stack sx={{ mt: 1 }}>
          {status.account ? (
            <Typography>
              {texts.accountLabel}: <strong>{status.account}</strong>
            </Typography>
          ) : null}
          {status.connected_at ? <Typography>Connected since {dayOf(status.connected_at)}</Typography> : null}
        </Stack>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>{actions}</Box>
      {children}
    </Paper>
  );
}
