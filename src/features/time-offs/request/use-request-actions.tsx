import dynamic from 'next/dynamic';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useMemo, useState, type ReactNode } from 'react';
import type { TimeOff } from '@/api/time-offs/time-off.schemas';
import {
  useChangeTimeOffExclusion,
  useChangeTimeOffStatus,
  useWithdrawTimeOff,
} from '@/api/time-offs/time-off.mutations';
import type { ConfirmDialogProps } from '@/components/feedback/confirm-dialog';
import { timeOffDatesLabel, timeOffTypeLabel } from '@/lib/time-off-labels';
import type { ExclusionDialogProps } from './exclusion-dialog';
import type { RejectDialogProps } from './reject-dialog';
import { useUrlState } from '@/components/url/use-url-state';
import { requestUrl } from './request-url';

// The dialogs load on first use.
const RejectDialog = dynamic<RejectDialogProps>(() => import('./reject-dialog').then((m) => m.RejectDialog));
const ExclusionDialog = dynamic<ExclusionDialogProps>(() =>
  import('./exclusion-dialog').then((m) => m.ExclusionDialog),
);
const ConfirmDialog = dynamic<ConfirmDialogProps>(() =>
  import('@/components/feedback/confirm-dialog').then((m) => m.ConfirmDialog),
);

export type RequestActions = {
  approve: (request: TimeOff) => void;
  reject: (request: TimeOff) => void;
  edit: (request: TimeOff) => void;
  withdraw: (request: TimeOff) => void;
  exclusion: (request: TimeOff) => void;
};

type Asked = { kind: 'reject' | 'withdraw' | 'exclusion'; request: TimeOff };

// "Nino Beridze's vacation, Mon 5 – Fri 9 May": how a toast or a dialog names a request.
export const requestName = (request: TimeOff): string =>
  `${request.user.name}’s ${timeOffTypeLabel(request.type).toLowerCase()}, ${timeOffDatesLabel(
    request.start_date,
    request.end_date,
    new Date().getFullYear(),
  )}`;

// One request's actions, from a list row or the drawer: approve at once, reject with a reason, edit
// (the form by the link), withdraw after asking, and the billing exclusion. `onWithdrawn` runs once
// the request is gone (the drawer closes).
export function useRequestActions({ onWithdrawn }: { onWithdrawn?: () => void } = {}): {
  actions: RequestActions;
  dialogs: ReactNode;
} {
  const [, setRequest] = useUrlState(requestUrl);
  // A row's Approve has no form: a refusal is a toast in the server's words.
  const { mutate: approveOne } = useChangeTimeOffStatus({ meta: { errorContext: 'mutation' } });
  const rejectOne = useChangeTimeOffStatus();
  const changeExclusion = useChangeTimeOffExclusion();
  const withdrawOne = useWithdrawTimeOff();
  const [asked, setAsked] = useState<Asked | null>(null);
  const close = () => setAsked(null);

  const actions: RequestActions = useMemo(
    () => ({
      approve: (request) =>
        approveOne(
          { id: request.id, change: { status: 'approved', comment: null } },
          { onSuccess: () => enqueueSnackbar(`Approved: ${requestName(request)}`, { variant: 'success' }) },
        ),
      reject: (request) => setAsked({ kind: 'reject', request }),
      edit: (request) => setRequest({ kind: 'open', id: request.id, editing: true }, 'push'),
      withdraw: (request) => setAsked({ kind: 'withdraw', request }),
      exclusion: (request) => setAsked({ kind: 'exclusion', request }),
    }),
    [approveOne, setRequest],
  );

  const dialogs = (
    <>
      {asked?.kind === 'reject' ? (
        <RejectDialog
          title="Reject time off"
          summary={requestName(asked.request)}
          onReject={async (comment) => {
            await rejectOne.mutateAsync({ id: asked.request.id, change: { status: 'rejected', comment } });
            enqueueSnackbar(`Rejected: ${requestName(asked.request)}`, { variant: 'success' });
          }}
          onClose={close}
        />
      ) : null}
      {asked?.kind === 'exclusion' ? (
        <ExclusionDialog
          request={asked.request}
          onSave={(change) => changeExclusion.mutateAsync({ id: asked.request.id, change })}
          onClose={close}
        />
      ) : null}
      {asked?.kind === 'withdraw' ? (
        <ConfirmDialog
          open
          title="Withdraw this request?"
          description={`${requestName(asked.request)} will be withdrawn; its days go back to the balance.`}
          confirmLabel="Withdraw"
          destructive
          busy={withdrawOne.isPending}
          onConfirm={() =>
            withdrawOne.mutate(asked.request.id, {
              onSuccess: () => {
                enqueueSnackbar(`Withdrawn: ${requestName(asked.request)}`, { variant: 'success' });
                close();
                onWithdrawn?.();
              },
            })
          }
          onClose={close}
        />
      ) : null}
    </>
  );
  return { actions, dialogs };
}
