import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useCallback, useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useMoveCandidate } from '@/api/recruitment/recruitment.mutations';

const NOT_MOVED = 'The move could not be saved. Try again.';

// A move shows at once: the candidate sits at the new stage until the server answers; a refusal puts
// them back and says why in the server's words.
export function useStageMoves() {
  const [pending, setPending] = useState<ReadonlyMap<number, string>>(new Map());
  const forget = useCallback(
    (id: number) =>
      setPending((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      }),
    [],
  );
  const { mutateAsync } = useMoveCandidate();

  const move = useCallback(
    async (candidate: Candidate, stage: string, stageName: string) => {
      if (candidate.stage === stage) return;
      setPending((current) => new Map(current).set(candidate.id, stage));
      try {
        // Resolved once the list has been refetched (the hook invalidates first): the server's row shows.
        await mutateAsync({ id: candidate.id, stage });
        enqueueSnackbar(`${candidate.name} moved to ${stageName}`, { variant: 'success' });
      } catch (error) {
        const reason = isApiError(error) ? error.message : NOT_MOVED;
        enqueueSnackbar(`${candidate.name} was not moved: ${reason}`, { variant: 'error' });
      } finally {
        forget(candidate.id);
      }
    },
    [mutateAsync, forget],
  );

  return { pending, move };
}

// The rows as they look with the moves still on their way.
export function withPendingMoves(
  rows: readonly Candidate[],
  pending: ReadonlyMap<number, string>,
): Candidate[] {
  if (pending.size === 0) return rows as Candidate[];
  return rows.map((row) => {
    const stage = pending.get(row.id);
    return stage === undefined ? row : { ...row, stage, days_in_stage: 0 };
  });
}
