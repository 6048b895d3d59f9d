import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { isMockingEnabled } from '@/api/config';
import { MONEY_BIRD_REQUIRED_SCOPES } from '@/api/money-bird/money-bird.schemas';
import { DEMO_MONEY_BIRD_LIMITED_TOKEN, DEMO_MONEY_BIRD_TOKEN } from '@/lib/demo-accounts';

// How to get what the form asks for, in MoneyBird's own words. In the demo (the mocked API, which keeps
// what is saved in the browser's localStorage in clear) it gives the only tokens the demo takes and says
// never to type a real one (issue 30, L5).
export function TokenHelp({ demo = isMockingEnabled }: { demo?: boolean }) {
  return (
    <>
      {demo ? (
        <Alert severity="warning" role="note" aria-label="This is a demo" sx={{ mt: 2 }}>
          Never type a real MoneyBird token here: this demo keeps what is saved in your browser, unencrypted.
          It takes only its own tokens: <code>{DEMO_MONEY_BIRD_TOKEN}</code> (every scope) or{' '}
          <code>{DEMO_MONEY_BIRD_LIMITED_TOKEN}</code> (sales invoices only).
        </Alert>
      ) : null}
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
