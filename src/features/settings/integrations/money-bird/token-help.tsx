import Typography from '@mui/material/Typography';
import { MONEY_BIRD_REQUIRED_SCOPES } from '@/api/money-bird/money-bird.schemas';

// How to get what the form asks for, in MoneyBird's own words.
export function TokenHelp() {
  return (
    <>
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        How to create a token
      </Typography>
      <Typography component="ol" sx={{ pl: 3, mt: 0.5, '& li': { mb: 0.5 } }}>
        <li>
          Open your administration in MoneyBird. Its id is the number after <code>moneybird.com/</code> in the
          address bar.
        </li>
        <li>
          In MoneyBird go to Settings → Developers → API tokens (or{' '}
          <code>moneybird.com/user/applications/new</code>) and create a personal API token.
        </li>
        <li>
          Tick the scopes {MONEY_BIRD_REQUIRED_SCOPES.map((scope) => `“${scope}”`).join(' and ')}:{' '}
          <code>sales_invoices</code> covers sales invoices and contacts, <code>settings</code> the tax rates.
          Others, such as <code>documents</code>, are not needed.
        </li>
        <li>
          Copy the token (MoneyBird shows it only once) and paste it below with the administration id. The
          portal keeps it on its server and shows only its last four characters afterwards.
        </li>
      </Typography>
    </>
  );
}
