import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import { useChangeApprovalStatus, useChangePaymentStatus } from '@/api/invoices/invoice.mutations';
import type { BulkResultDialogProps } from '@/components/list/bulk-result-dialog';
import { useBulkResult } from '@/components/list/use-bulk-result';
import type { BulkRun } from '@/lib/bulk-run';
import { bulkEligibility, type BulkAction, type BulkEligibility } from '@/lib/invoice-bulk';
import { InvoiceActionsContext, type InvoiceRowActions } from '../list/invoice-actions-context';
import { InvoiceActionDialogs } from './invoice-action-dialogs';
import { ACTION_TITLES, toSend, type Asked } from './invoice-action-words';
import { InvoiceBulkBar } from './invoice-bulk-bar';
import { useInvoiceSends } from './use-invoice-sends';

const BulkResultDialog = dynamic<BulkResultDialogProps>(() =>
  import('@/components/list/bulk-result-dialog').then((module) => module.BulkResultDialog),
);

const NOTHING_DONE: BulkRun = { updated: [], skipped: [], failed: [] };

// What the server did, with those the client left out before asking.
function withClientSkips(run: BulkRun, eligibility: BulkEligibility): BulkRun {
  return { ...run, skipped: [...eligibility.skipped, ...run.skipped] };
}

// The invoices' actions, from a row's menu or the bulk bar: what qualifies is said before acting,
// what was skipped and why after.
export function InvoiceActions({
  selectedIds,
  known,
  types,
  onClearSelection,
  canUpdate,
  canApprove,
  children,
}: {
  selectedIds: readonly number[];
  known: ReadonlyMap<number, InvoiceListItem>;
  // Each selected id's invoice type, for pages never loaded as well.
  types: ReadonlyMap<number, string>;
  onClearSelection: () => void;
  canUpdate: boolean;
  canApprove: boolean;
  children: ReactNode;
}) {
  const sends = useInvoiceSends(types);
  // A row's Approve has no form: a refusal is a toast in the server's words.
  const approveOne = useChangeApprovalStatus({ meta: { errorContext: 'mutation' } });
  const rejectOne = useChangeApprovalStatus();
  const setPayment = useChangePaymentStatus();
  const [asked, setAsked] = useState<Asked | null>(null);
  const [busy, setBusy] = useState(false);
  const labelOf = (id: number) => known.get(id)?.number ?? `#${id}`;

  const ask = (action: BulkAction) => {
    const eligibility = bulkEligibility(action, selectedIds, known);
    setAsked(
      action === 'reject'
        ? { kind: 'reject', eligibility, single: null }
        : { kind: 'confirm', action, eligibility },
    );
  };

  // What was done leaves the selection; what was skipped or failed stays selected to act on again.
  const clearWhenAllDone = useCallback(
    (run: BulkRun) => {
      if (run.skipped.length === 0 && run.failed.length === 0) onClearSelection();
    },
    [onClearSelection],
  );
  const results = useBulkResult({ onSettled: clearWhenAllDone });

  const finish = (title: string, run: BulkRun, resend: (ids: number[]) => Promise<BulkRun>) => {
    setAsked(null);
    results.show(title, run, resend);
  };

  const confirm = async () => {
    if (asked?.kind !== 'confirm') return;
    const { action, eligibility } = asked;
    const ids = toSend(eligibility);
    const send =
      action === 'approve'
        ? sends.approve
        : action === 'delete'
          ? sends.remove
          : (resent: number[]) => {
              // The progress dialog takes the confirm dialog's place.
              setAsked(null);
              return sends.setPaymentOf(resent, action === 'paid' ? 'p' : 'np', ACTION_TITLES[action]);
            };
    // Nothing left to send: the result is what the client skipped.
    if (ids.length === 0)
      return finish(ACTION_TITLES[action], withClientSkips(NOTHING_DONE, eligibility), send);
    setBusy(true);
    try {
      finish(ACTION_TITLES[action], withClientSkips(await send(ids), eligibility), send);
    } catch {
      // The error policy has told of it; the dialog stays so it can be tried again.
    } finally {
      setBusy(false);
    }
  };

  const reject = async (comment: string) => {
    if (asked?.kind !== 'reject') return;
    if (asked.single) {
      await rejectOne.mutateAsync({
        id: asked.single.id,
        change: { approval_status: 'rejected', comment },
      });
      enqueueSnackbar(`${asked.single.number} rejected`, { variant: 'success' });
      setAsked(null);
      return;
    }
    const send = sends.rejectWith(comment);
    finish(
      ACTION_TITLES.reject,
      withClientSkips(await send(toSend(asked.eligibility)), asked.eligibility),
      send,
    );
  };

  const deleteOne = (id: number) => {
    setBusy(true);
    sends
      .remove([id])
      .then((run) => finish('Delete invoice', run, sends.remove))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  const rowActions: InvoiceRowActions = useMemo(
    () => ({
      canUpdate,
      canApprove,
      approve: (invoice) =>
        approveOne.mutate(
          { id: invoice.id, change: { approval_status: 'approved' } },
          { onSuccess: () => enqueueSnackbar(`${invoice.number} approved`, { variant: 'success' }) },
        ),
      reject: (invoice) =>
        setAsked({
          kind: 'reject',
          eligibility: { eligible: [invoice.id], skipped: [], unknown: [] },
          single: invoice,
        }),
      setPaymentStatus: (invoice) => setAsked({ kind: 'payment', invoice }),
      remove: (invoice) => setAsked({ kind: 'delete-one', invoice }),
    }),
    [canUpdate, canApprove, approveOne],
  );

  return (
    <InvoiceActionsContext.Provider value={rowActions}>
      {selectedIds.length > 0 ? (
        <InvoiceBulkBar
          selectedIds={selectedIds}
          known={known}
          canApprove={canApprove}
          canUpdate={canUpdate}
          onAsk={ask}
          onClear={onClearSelection}
        />
      ) : null}
      <Box>{children}</Box>
      <InvoiceActionDialogs
        asked={asked}
        count={selectedIds.length}
        busy={busy}
        progress={sends.progress}
        onConfirm={() => void confirm()}
        onDeleteOne={deleteOne}
        onReject={reject}
        onSavePayment={(id, change) => setPayment.mutateAsync({ id, change })}
        onCancelProgress={sends.cancel}
        onClose={() => setAsked(null)}
      />
      {results.dialog ? <BulkResultDialog {...results.dialog} labelOf={labelOf} /> : null}
    </InvoiceActionsContext.Provider>
  );
}
