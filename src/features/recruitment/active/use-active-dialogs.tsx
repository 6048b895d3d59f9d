import { useState } from 'react';
import type { Candidate } from '@/api/recruitment/candidate.schemas';
import { AddCandidateDialog, HireDialog, RejectDialog } from '../shared/candidate-dialogs';

export type ActiveDialog =
  { kind: 'add' } | { kind: 'reject'; ids: number[] } | { kind: 'hire'; candidate: Candidate };

// The list's dialogs (add, reject one or many, hire), one at a time; each loads on first use.
export function useActiveDialogs({
  labelOf,
  onRejectClosed,
}: {
  labelOf: (id: number) => string;
  // Those rejected leave the list: the selection that named them goes too.
  onRejectClosed: () => void;
}) {
  const [dialog, setDialog] = useState<ActiveDialog | null>(null);
  const close = () => setDialog(null);
  const dialogs =
    dialog?.kind === 'add' ? (
      <AddCandidateDialog onClose={close} />
    ) : dialog?.kind === 'hire' ? (
      <HireDialog candidate={dialog.candidate} onClose={close} />
    ) : dialog?.kind === 'reject' ? (
      <RejectDialog
        ids={dialog.ids}
        summary={dialog.ids.length === 1 ? labelOf(dialog.ids[0] ?? 0) : `${dialog.ids.length} candidates`}
        labelOf={labelOf}
        onClose={() => {
          close();
          onRejectClosed();
        }}
      />
    ) : null;
  return { show: setDialog, dialogs };
}
