import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import type { Balance } from '@/api/time-offs/time-off.schemas';
import {
  availableText,
  eligibilitySentence,
  expiringText,
  TERM_LEDGER_FOCUS,
  TERM_SEPARATOR,
  vacationTerms,
  type LedgerFocus,
} from '@/lib/time-off-balance-text';
import { BALANCE_CARD_MIN_HEIGHT } from './balance-card-height';

// The requests tab's pending vacation of one person (the requests list's own link keys).
const pendingRequestsHref = (userId: number) => ({
  pathname: '/time-offs',
  query: { queue: 'all', status: 'pending', type: 'vacation', person: String(userId) },
});

// Available vacation days, and how they come about: each term opens the ledger at its entries.
export function VacationCard({
  balance,
  today,
  onOpenLedger,
}: {
  balance: Balance;
  today: string;
  onOpenLedger: (focus: LedgerFocus | null) => void;
}) {
  const eligibility = eligibilitySentence(balance, today);
  const expiring = expiringText(balance.vacation.expiring);
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '2 1 420px' }} style={{ minHeight: BALANCE_CARD_MIN_HEIGHT }}>
      <Typography variant="h3" component="h3">
        Vacation
      </Typography>
      <Typography component="p" sx={{ fontSize: '2rem', fontWeight: 600, lineHeight: 1.3, my: 0.5 }}>
        {availableText(balance.vacation.available)}
      </Typography>
      <Box
        component="ul"
        aria-label="How the available days come about"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center' }}
      >
        {vacationTerms(balance.vacation).map(({ term, text }, index) => {
          const focus = TERM_LEDGER_FOCUS[term];
          return (
            <Box component="li" key={term} sx={{ display: 'flex', alignItems: 'center' }}>
              {index > 0 ? (
                <Box component="span" aria-hidden sx={{ color: 'text.secondary', whiteSpace: 'pre' }}>
                  {TERM_SEPARATOR}
                </Box>
              ) : null}
              {focus === null ? (
                <Link component={NextLink} href={pendingRequestsHref(balance.user.id)} shallow scroll={false}>
                  {text}
                </Link>
              ) : (
                <Button
                  size="small"
                  sx={{ minWidth: 0, px: 0.5, textTransform: 'none' }}
                  onClick={() => onOpenLedger(focus)}
                >
                  {text}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
      {eligibility ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {eligibility}
        </Typography>
      ) : null}
      {expiring ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Lapsing: {expiring}
        </Typography>
      ) : null}
      <Button size="small" sx={{ mt: 1 }} onClick={() => onOpenLedger(null)}>
        Open the ledger
      </Button>
    </Paper>
  );
}
