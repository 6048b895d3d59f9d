import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useState, type ReactNode } from 'react';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { useMoveCandidate, useRestoreCandidate } from '@/api/recruitment/recruitment.mutations';
import { useStages } from '@/api/recruitment/recruitment.queries';
import { stageNameOf } from '@/lib/recruitment-duplicates';
import { isHireable, steppedStage } from '@/lib/recruitment-stages';
import { useUrlState } from '@/components/url/use-url-state';
import { candidateDrawerUrl } from './candidate-url';
import { HireDialog, RejectDialog } from './candidate-dialogs';

export type CandidateAction = { label: string; run: () => void; busy?: boolean };

export type CandidateActions = {
  // Absent where the action does not apply to the candidate as they are.
  reject?: CandidateAction;
  hire?: CandidateAction;
  nextStage?: CandidateAction;
  previousStage?: CandidateAction;
  restore?: CandidateAction;
  moveTo: (stage: string) => void;
  moving: boolean;
  // The reject or hire dialog when one is open: render it once, anywhere.
  dialogs: ReactNode;
};

// Rejected candidates act through errors in the server's words (toasts); moves are told once done.
const asToast = { meta: { errorContext: 'mutation' } } as const;

// What can be done to a candidate, the same in the list, the board and the drawer.
export function useCandidateActions(candidate: Candidate | null | undefined): CandidateActions {
  const [open, setOpen] = useState<'reject' | 'hire' | null>(null);
  const [drawer, setDrawer] = useUrlState(candidateDrawerUrl);
  const stages = useStages();
  const move = useMoveCandidate(asToast);
  const restore = useRestoreCandidate(asToast);
  const nameOf = (stage: string) => stageNameOf(stage, stages.data);

  if (!candidate) return { moveTo: () => undefined, moving: false, dialogs: null };

  const moveTo = (stage: string) =>
    move.mutate(
      { id: candidate.id, stage },
      {
        onSuccess: () =>
          enqueueSnackbar(`${candidate.name} moved to ${nameOf(stage)}.`, { variant: 'success' }),
      },
    );
  const active = candidate.status === 'active';
  const next = active ? steppedStage(candidate.stage, 1) : null;
  const previous = active ? steppedStage(candidate.stage, -1) : null;
  const close = () => setOpen(null);
  // A hired person is an employee now: their candidate drawer, if open, has nothing left to show.
  const closeDrawer = () => {
    if (drawer?.id === candidate.id) setDrawer(null);
  };

  return {
    reject: active ? { label: 'Reject', run: () => setOpen('reject') } : undefined,
    hire: active && isHireable(candidate.stage) ? { label: 'Hire', run: () => setOpen('hire') } : undefined,
    nextStage: next
      ? { label: `Move to ${nameOf(next)}`, run: () => moveTo(next), busy: move.isPending }
      : undefined,
    previousStage: previous
      ? { label: `Back to ${nameOf(previous)}`, run: () => moveTo(previous), busy: move.isPending }
      : undefined,
    restore:
      candidate.status === 'rejected'
        ? {
            label: 'Restore',
            busy: restore.isPending,
            run: () =>
              restore.mutate(
                { id: candidate.id },
                {
                  onSuccess: (restored) =>
                    enqueueSnackbar(`${candidate.name} is back at ${nameOf(restored.stage)}.`, {
                      variant: 'success',
                    }),
                },
              ),
          }
        : undefined,
    moveTo,
    moving: move.isPending,
    dialogs:
      open === 'reject' ? (
        <RejectDialog ids={[candidate.id]} summary={candidate.name} onClose={close} />
      ) : open === 'hire' ? (
        <HireDialog candidate={candidate} onClose={close} onHired={closeDrawer} />
      ) : null,
  };
}
