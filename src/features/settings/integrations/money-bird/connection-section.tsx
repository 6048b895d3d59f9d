import Typography from '@mui/material/Typography';
import type { MoneyBirdCredentials } from '@/api/money-bird/money-bird.schemas';
import { ConnectionForm } from './connection-form';
import { ConnectionStatus } from './connection-status';
import { MoneyBirdSection } from './money-bird-section';
import { TokenHelp } from './token-help';

export const CONNECTION_SECTION_TITLE = 'Connection';

// Where the connection stands, and the form that makes or changes it.
export function ConnectionSection({ credentials }: { credentials: MoneyBirdCredentials }) {
  return (
    <MoneyBirdSection title={CONNECTION_SECTION_TITLE}>
      <ConnectionStatus credentials={credentials} />
      <ConnectionForm credentials={credentials} />
      {credentials.token_set ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          To use another token, create one in MoneyBird (Settings → Developers → API tokens, scopes
          sales_invoices and settings) and paste it above.
        </Typography>
      ) : (
        <TokenHelp />
      )}
    </MoneyBirdSection>
  );
}
