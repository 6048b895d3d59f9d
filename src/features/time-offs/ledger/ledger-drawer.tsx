import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useMyTimeOffBalance, useTimeOffLedger } from '@/api/time-offs/time-off-balances.queries';
import { useCan } from '@/api/use-can';
import { EmptyState } from '@/components/feedback/empty-state';
import { QueryStates } from '@/components/feedback/query-states';
import { DetailDrawer } from '@/components/layout/detail-drawer';
import { PERMISSIONS } from '@/lib/permissions';
import { availableText, LEDGER_FOCUS_LABELS, type LedgerFocus } from '@/lib/time-off-balance-text';
import type { AdjustBalanceDialogProps } from './adjust-balance-dialog';
import { LedgerTable } from './ledger-table';

const AdjustBalanceDialog = dynamic<AdjustBalanceDialogProps>(() =>
  import('./adjust-balance-dialog').then((module) => module.AdjustBalanceDialog),
);

export type LedgerDrawerProps = { userId: number | null; focus: LedgerFocus | null; onClose: () => void };

const WIDTH = 760;
const VACATION = { type: 'vacation' } as const;

// Every entry of a person's vacation ledger, the kind asked for highlighted; a manager adjusts here.
export function LedgerDrawer({ userId, focus, onClose }: LedgerDrawerProps) {
  return (
    <DetailDrawer closeLabel="Close the ledger" width={WIDTH} id={userId} onClose={onClose}>
      {(userId, titleId) => <LedgerDetail userId={userId} focus={focus} titleId={titleId} />}
    </DetailDrawer>
  );
}

function LedgerDetail({
  userId,
  focus,
  titleId,
}: {
  userId: number;
  focus: LedgerFocus | null;
  titleId: string;
}) {
  const can = useCan();
  const balance = useMyTimeOffBalance({ userId });
  const ledger = useTimeOffLedger(userId, VACATION);
  const [adjusting, setAdjusting] = useState(false);
  const name = balance.data?.user.name;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h2" id={titleId}>
          {name ? `Vacation ledger \u2014 ${name}` : 'Vacation ledger'}
        </Typography>
        {balance.data ? (
          <Typography role="status" sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 0.5 }}>
            {availableText(balance.data.vacation.available)}
          </Typography>
        ) : null}
        {focus ? (
          <Typography variant="body2" color="text.secondary">
            {LEDGER_FOCUS_LABELS[focus]} entries are marked.
          </Typography>
        ) : null}
      </Box>
      {can(PERMISSIONS.timeOffManage) ? (
        <Box>
          <Button variant="outlined" onClick={() => setAdjusting(true)}>
            Adjust balance
          </Button>
        </Box>
      ) : null}
      {ledger.data ? (
        ledger.data.length === 0 ? (
          <EmptyState
            title="No ledger entries yet"
            description="Allowances, leave taken and adjustments appear here."
          />
        ) : (
          <LedgerTable entries={ledger.data} focus={focus} />
        )
      ) : (
        <QueryStates
          query={ledger}
          loadingLabel="Loading the ledger"
          errorMessage="The ledger could not be loaded."
        />
      )}
      {adjusting ? (
        <AdjustBalanceDialog userId={userId} name={name ?? null} onClose={() => setAdjusting(false)} />
      ) : null}
    </Stack>
  );
}
