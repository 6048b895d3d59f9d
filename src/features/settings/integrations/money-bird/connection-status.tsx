import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format, isValid, parseISO } from 'date-fns';
import { MONEY_BIRD_REQUIRED_SCOPES, type MoneyBirdCredentials } from '@/api/money-bird/money-bird.schemas';

export const maskedToken = (last4: string | null): string => `•••• ${last4 ?? ''}`.trim();

export function checkedAtText(value: string | null): string {
  if (!value) return 'never';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'd MMM yyyy, HH:mm') : value;
}

const SCOPE_NEEDS: Record<(typeof MONEY_BIRD_REQUIRED_SCOPES)[number], string> = {
  sales_invoices: 'invoices and contacts cannot be sent or read without it',
  settings: 'the tax rates cannot be read without it',
};

// The scopes the portal needs, each granted or missing (a word and an icon, not colour alone).
function ScopeList({ scopes }: { scopes: readonly string[] }) {
  const others = scopes.filter((scope) => !(MONEY_BIRD_REQUIRED_SCOPES as readonly string[]).includes(scope));
  return (
    <Box sx={{ mt: 1 }}>
      <Typography component="ul" aria-label="Scopes" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {MONEY_BIRD_REQUIRED_SCOPES.map((scope) => {
          const granted = scopes.includes(scope);
          return (
            <Box component="li" key={scope} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {granted ? (
                <CheckCircle fontSize="small" color="success" aria-hidden />
              ) : (
                <ErrorOutline fontSize="small" color="error" aria-hidden />
              )}
              <span>
                <code>{scope}</code>: {granted ? 'granted' : `missing (${SCOPE_NEEDS[scope]})`}
              </span>
            </Box>
          );
        })}
      </Typography>
      {others.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Also granted: {others.join(', ')}.
        </Typography>
      ) : null}
    </Box>
  );
}

// Where the connection stands: not set up, working (with its scopes), or refused when last checked.
export function ConnectionStatus({ credentials }: { credentials: MoneyBirdCredentials }) {
  if (!credentials.token_set) {
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        <AlertTitle>Not connected</AlertTitle>
        MoneyBird is not connected, so invoices cannot be sent to it and no tax rate or contact can be mapped.
        Create a personal API token in MoneyBird as described below, then connect.
      </Alert>
    );
  }
  const checked = checkedAtText(credentials.checked_at);
  const missing = MONEY_BIRD_REQUIRED_SCOPES.filter((scope) => !credentials.scopes.includes(scope));
  if (!credentials.connected) {
    return (
      <Alert severity="warning" role="status" sx={{ mb: 2 }}>
        <AlertTitle>Not working</AlertTitle>
        MoneyBird did not accept the saved token ({maskedToken(credentials.token_last4)}) when it was last
        checked, {checked}. Enter a new token below.
      </Alert>
    );
  }
  return (
    <Alert severity={missing.length > 0 ? 'warning' : 'success'} role="status" sx={{ mb: 2 }}>
      <AlertTitle>Connected</AlertTitle>
      <Typography component="div" variant="body2">
        Administration {credentials.administration_id} · API token {maskedToken(credentials.token_last4)} ·
        last checked {checked}
      </Typography>
      <ScopeList scopes={credentials.scopes} />
    </Alert>
  );
}
