import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { BulkResult } from '@/api/common.schemas';
import type { TimeOff } from '@/api/time-offs/time-off.schemas';
import { useApproveTimeOffs, useRejectTimeOffs } from '@/api/time-offs/time-off.mutations';
import type { ConfirmDialogProps } from '@/components/feedback/confirm-dialog';
import { BulkActionsBar } from '@/components/list/bulk-actions-bar';
import type { BulkResultDialog as BulkResultDialogType } from '@/components/list/bulk-result-dialog';
import { bulkDecisionOf, type Actor } from '@/lib/time-off-actions';
import type { RejectDialogProps } from '../request/reject-dialog';

const ConfirmDialog = dynamic<ConfirmDialogProps>(() =>
  import('@/components/feedback/confirm-dialog').then((m) => m.ConfirmDialog),
);
const RejectDialog = dynamic<RejectDialogProps>(() =>
  import('../request/reject-dialog').then((m) => m.RejectDialog),
);
const BulkResultDialog = dynamic<Parameters<typeof BulkResultDialogType>[0]>(() =>
  import('@/components/list/bulk-result-dialog').then((m) => m.BulkResultDialog),
);

const requests = (count: number) => (count === 1 ? '1 request' : `${count} requests`);

type Decision = 'approve' | 'reject';
const TITLES: Record<Decision, string> = { approve: 'Approve requests', reject: 'Reject requests' };
const RESULT_TITLES: Record<Decision, string> = { approve: 'Requests approved', reject: 'Requests rejected' };

// "3 requests will be approved; 1 is skipped (already decided)."
function summaryOf(decision: Decision, eligible: number, skipped: number): string {
  const done = `${requests(eligible)} will be ${decision === 'approve' ? 'approved' : 'rejected'}`;
  return skipped > 0 ? `${done}; ${skipped} ${skipped === 1 ? 'is' : 'are'} skipped.` : `${done}.`;
}

// The selected requests decided at once: the bar says how many qualify, the result what was skipped
// and why (the client's reasons first, then the server's).
export function BulkDecisions({
  selectedIds,
  known,
  actor,
  today,
  onClearSelection,
}: {
  selectedIds: readonly number[];
  known: ReadonlyMap<number, TimeOff>;
  actor: Actor;
  today: string;
  onClearSelection: () => void;
}) {
  const approveMany = useApproveTimeOffs();
  const rejectMany = useRejectTimeOffs();
  const [asked, setAsked] = useState<Decision | null>(null);
  const [result, setResult] = useState<{ title: string; result: BulkResult } | null>(null);
  const decision = bulkDecisionOf(selectedIds, known, actor, today);
  const labelOf = (id: number) => known.get(id)?.user.name ?? `#${id}`;

  const finish = (title: string, answer: BulkResult) => {
    setAsked(null);
    const all = { updated: answer.updated, skipped: [...decision.skipped, ...answer.skipped] };
    setResult({ title, result: all });
    // What was done leaves the selection; what was skipped stays selected to act on again.
    if (all.skipped.length === 0) onClearSelection();
  };

  const approve = () => {
    if (decision.eligible.length === 0) return finish(RESULT_TITLES.approve, { updated: [], skipped: [] });
    approveMany.mutate(
      { ids: decision.eligible },
      { onSuccess: (answer) => finish(RESULT_TITLES.approve, answer) },
    );
  };

  const count = selectedIds.length;
  if (count === 0 && !result) return null;
  return (
    <>
      {count > 0 ? (
        <BulkActionsBar count={count} noun={requests} onClear={onClearSelection}>
          <Button onClick={() => setAsked('approve')} disabled={decision.eligible.length === 0}>
            Approve {decision.eligible.length}
          </Button>
          <Button onClick={() => setAsked('reject')} disabled={decision.eligible.length === 0}>
            Reject {decision.eligible.length}
          </Button>
        </BulkActionsBar>
      ) : null}
      {asked === 'approve' ? (
        <ConfirmDialog
          open
          title={TITLES.approve}
          description={summaryOf('approve', decision.eligible.length, decision.skipped.length)}
          confirmLabel={`Approve ${requests(decision.eligible.length)}`}
          busy={approveMany.isPending}
          onConfirm={approve}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {asked === 'reject' ? (
        <RejectDialog
          title={TITLES.reject}
          summary={summaryOf('reject', decision.eligible.length, decision.skipped.length)}
          onReject={async (comment) => {
            const answer = await rejectMany.mutateAsync({ ids: decision.eligible, comment });
            finish(RESULT_TITLES.reject, answer);
          }}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {result ? (
        <BulkResultDialog
          title={result.title}
          result={result.result}
          labelOf={labelOf}
          onClose={() => setResult(null)}
        />
      ) : null}
    </>
  );
}
