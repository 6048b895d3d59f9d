import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useCallback, useId } from 'react';
import { useMyTimeOffBalance } from '@/api/time-offs/time-off-balances.queries';
import { useCurrentUser } from '@/api/users/user.queries';
import { ErrorState } from '@/components/feedback/error-state';
import { useUrlParam, useUrlState } from '@/components/url/use-url-state';
import { calendarDay } from '@/lib/calendar-day';
import { positiveIdOf } from '@/lib/positive-id';
import { COUNTED_YEAR_KEY, countedYearOf } from '@/features/time-offs/balances/balance-list-url';
import type { LedgerFocus } from '@/lib/time-off-balance-text';
import { LedgerDrawerSlot } from '../ledger/ledger-drawer-slot';
import { ledgerUrl } from '../ledger/ledger-url';
import { BalanceStripSkeleton } from './balance-strip-skeleton';
import { LeaveCounters } from './leave-counters';
import { VacationCard } from './vacation-card';

// The person filtered in the link (?person=7, one person only), else the signed-in one.
export const PERSON_QUERY_KEY = 'person';

// The balance of the signed-in person (or the person filtered) at the top of /time-offs, and the
// ledger drawer its terms open (also opened from the Balances tab).
export function BalanceStrip() {
  const headingId = useId();
  const { user } = useCurrentUser();
  const filtered = useUrlParam(PERSON_QUERY_KEY, positiveIdOf);
  const personId = filtered ?? user?.id ?? null;
  const year = useUrlParam(COUNTED_YEAR_KEY, countedYearOf);
  const balance = useMyTimeOffBalance({ userId: personId, year });
  const [, setLedger] = useUrlState(ledgerUrl);
  const own = user !== undefined && personId === user.id;
  const name = balance.data?.user.name;
  const openLedger = useCallback(
    (focus: LedgerFocus | null) => {
      if (personId === null) return;
      setLedger({ userId: personId, focus }, 'push');
    },
    [setLedger, personId],
  );

  let content;
  if (personId === null || balance.isPending) content = <BalanceStripSkeleton />;
  else if (balance.isError)
    content = (
      <ErrorState message="The balance could not be loaded." onRetry={() => void balance.refetch()} />
    );
  else if (balance.data === null)
    content = <Typography color="text.secondary">There is no balance to show for this person.</Typography>;
  else
    content = (
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <VacationCard balance={balance.data} today={calendarDay(new Date())} onOpenLedger={openLedger} />
        <LeaveCounters balance={balance.data} />
      </Box>
    );

  return (
    <>
      <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
        <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
          {own || (filtered === null && name === undefined)
            ? 'Your time-off balance'
            : name
              ? `Time-off balance of ${name}`
              : 'Time-off balance'}
        </Typography>
        {content}
      </Box>
      <LedgerDrawerSlot />
    </>
  );
}
