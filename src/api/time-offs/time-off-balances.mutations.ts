import { useQueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { adjustTimeOffBalance, type LedgerAdjustmentRequest } from './time-off-balances.api';
import type { LedgerEntry } from './time-off.schemas';
import { invalidateAfterTimeOffChange } from './time-off.mutations';

// A manager's correction: a new ledger entry, so every balance (and the requests' balance after) moves.
// 422 at days (0 or not a number), date, note (required).
export function useAdjustTimeOffBalance(options?: MutationHookOptions<LedgerEntry, LedgerAdjustmentRequest>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: adjustTimeOffBalance,
      onSuccess: () => invalidateAfterTimeOffChange(queryClient),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
