import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '@/api/api-error';
import { refusalText } from '@/api/refusal-text';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';
import {
  useApproveInvoices,
  useChangeApprovalStatus,
  useChangePaymentStatus,
  useDeleteInvoices,
  useRejectInvoices,
} from '@/api/invoices/invoice.mutations';
import type { InvoiceRef } from '@/api/invoices/invoices.api';
import type { ConfirmDialogProps } from '@/components/feedback/confirm-dialog';
import { BulkActionsBar } from '@/components/list/bulk-actions-bar';
import type { BulkResultDialogProps } from '@/components/list/bulk-result-dialog';
import { useBulkResult } from '@/components/list/use-bulk-result';
import type { BulkOutcome, BulkRun } from '@/lib/bulk-run';
import {
  bulkEligibility,
  bulkEligibilitySummary,
  type BulkAction,
  type BulkEligibility,
} from '@/lib/invoice-bulk';
import { runLimited } from '@/lib/run-limited';
import type { InvoiceFileButtonsProps } from '../files/invoice-file-buttons';
import { InvoiceActionsContext, type InvoiceRowActions } from '../list/invoice-actions-context';
import type { PaymentStatusDialogProps } from './payment-status-dialog';
import type { ProgressDialogProps } from './progress-dialog';
import type { RejectDialogProps } from './reject-dialog';

// Dialogs load on first use: the list opens without them.
// Downloads only once something is selected: the bar is not on screen before.
const InvoiceFileButtons = dynamic<InvoiceFileButtonsProps>(() =>
  import('../files/invoice-file-buttons').then((module) => module.InvoiceFileButtons),
);
const ConfirmDialog = dynamic<ConfirmDialogProps>(() =>
  import('@/components/feedback/confirm-dialog').then((module) => module.ConfirmDialog),
);
const RejectDialog = dynamic<RejectDialogProps>(() =>
  import('./reject-dialog').then((module) => module.RejectDialog),
);
const PaymentStatusDialog = dynamic<PaymentStatusDialogProps>(() =>
  import('./payment-status-dialog').then((module) => module.PaymentStatusDialog),
);
const ProgressDialog = dynamic<ProgressDialogProps>(() =>
  import('./progress-dialog').then((module) => module.ProgressDialog),
);
const BulkResultDialog = dynamic<BulkResultDialogProps>(() =>
  import('@/components/list/bulk-result-dialog').then((module) => module.BulkResultDialog),
);

// Per-id PATCHes in flight at once (finance.md §1.2).
const PAYMENT_REQUESTS_IN_FLIGHT = 4;

const invoices = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

const TITLES: Record<BulkAction, string> = {
  approve: 'Approve invoices',
  reject: 'Reject invoices',
  paid: 'Mark invoices paid',
  not_paid: 'Mark invoices not paid',
  delete: 'Delete invoices',
};
const CONFIRM_LABELS: Record<BulkAction, string> = {
  approve: 'Approve',
  reject: 'Reject',
  paid: 'Mark paid',
  not_paid: 'Mark not paid',
  delete: 'Delete',
};

type Asked =
  | { kind: 'confirm'; action: Exclude<BulkAction, 'reject'>; eligibility: BulkEligibility }
  | { kind: 'reject'; eligibility: BulkEligibility; single: InvoiceListItem | null }
  | { kind: 'delete-one'; invoice: InvoiceListItem }
  | { kind: 'payment'; invoice: InvoiceListItem };

type Progress = { title: string; finished: number; total: number };

// The ids the server should be asked about: those that qualify and those of pages not loaded.
const toSend = (eligibility: BulkEligibility) => [...eligibility.eligible, ...eligibility.unknown];

const NOTHING_DONE: BulkRun = { updated: [], skipped: [], failed: [] };

// What the server did, with those the client left out before asking.
function withClientSkips(run: BulkRun, eligibility: BulkEligibility): BulkRun {
  return { ...run, skipped: [...eligibility.skipped, ...run.skipped] };
}

// Ids with no known type are skipped as not found, beside the server's answer.
const withMissing = (run: BulkRun, missing: BulkOutcome['skipped']): BulkRun => ({
  ...run,
  skipped: [...run.skipped, ...missing],
});

// A per-invoice refusal in the server's words (422 at a field, or its message).
const refusalOf = (error: unknown) => refusalText(error, 'the change could not be made');

// A refusal (4xx) is the invoice's answer; no answer or a server fault is a failed request to retry.
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

// Approve and reject go one invoice type per call. Every selected id has come in a row or in "select
// all matching" with its type; one that has not is not the server's to find.
function refsOf(ids: readonly number[], types: ReadonlyMap<number, string>) {
  const refs: InvoiceRef[] = [];
  const missing: BulkOutcome['skipped'] = [];
  for (const id of ids) {
    const type = types.get(id);
    if (type) refs.push({ id, type });
    else missing.push({ id, reason: 'not found' });
  }
  return { refs, missing };
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
  const approveMany = useApproveInvoices();
  const rejectMany = useRejectInvoices();
  const deleteMany = useDeleteInvoices();
  // A row's Approve has no form: a refusal is a toast in the server's words.
  const approveOne = useChangeApprovalStatus({ meta: { errorContext: 'mutation' } });
  const rejectOne = useChangeApprovalStatus();
  const setPayment = useChangePaymentStatus();
  // Many at once: each refusal is listed with its reason in the result, not toasted.
  const setPaymentOfMany = useChangePaymentStatus({ meta: { errorContext: 'explained' } });
  const [asked, setAsked] = useState<Asked | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const cancelled = useRef(false);
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

  const approve = async (ids: number[]) => {
    const { refs, missing } = refsOf(ids, types);
    return withMissing(await approveMany.mutateAsync(refs), missing);
  };
  const rejectWith = (comment: string) => async (ids: number[]) => {
    const { refs, missing } = refsOf(ids, types);
    return withMissing(await rejectMany.mutateAsync({ invoices: refs, comment }), missing);
  };
  const remove = (ids: number[]) => deleteMany.mutateAsync(ids);

  const setPaymentOf = async (ids: number[], status: 'p' | 'np', title: string): Promise<BulkRun> => {
    cancelled.current = false;
    setAsked(null);
    setProgress({ title, finished: 0, total: ids.length });
    const outcome = await runLimited(
      ids,
      PAYMENT_REQUESTS_IN_FLIGHT,
      (id) => setPaymentOfMany.mutateAsync({ id, change: { payment_status: status } }),
      {
        onProgress: (finished) => setProgress((current) => (current ? { ...current, finished } : current)),
        isCancelled: () => cancelled.current,
      },
    );
    setProgress(null);
    const refused = outcome.failed.filter(({ error }) => isRefusal(error));
    return {
      updated: outcome.done,
      skipped: [
        ...refused.map(({ item, error }) => ({ id: item, reason: refusalOf(error) })),
        ...outcome.cancelled.map((id) => ({ id, reason: 'cancelled before it was sent' })),
      ],
      failed: outcome.failed
        .filter(({ error }) => !isRefusal(error))
        .map(({ item, error }) => ({ ids: [item], error })),
    };
  };

  const confirm = async () => {
    if (asked?.kind !== 'confirm') return;
    const { action, eligibility } = asked;
    const ids = toSend(eligibility);
    // Nothing left to send: the result is what the client skipped.
    const send =
      action === 'approve'
        ? approve
        : action === 'delete'
          ? remove
          : (resent: number[]) => setPaymentOf(resent, action === 'paid' ? 'p' : 'np', TITLES[action]);
    if (ids.length === 0) return finish(TITLES[action], withClientSkips(NOTHING_DONE, eligibility), send);
    setBusy(true);
    try {
      finish(TITLES[action], withClientSkips(await send(ids), eligibility), send);
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
    const send = rejectWith(comment);
    finish(TITLES.reject, withClientSkips(await send(toSend(asked.eligibility)), asked.eligibility), send);
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

  const count = selectedIds.length;
  return (
    <InvoiceActionsContext.Provider value={rowActions}>
      {count > 0 ? (
        <BulkActionsBar count={count} noun={invoices} onClear={onClearSelection}>
          {canApprove ? (
            <>
              <Button onClick={() => ask('approve')}>Approve</Button>
              <Button onClick={() => ask('reject')}>Reject</Button>
            </>
          ) : null}
          {canUpdate ? (
            <>
              <Button onClick={() => ask('paid')}>Mark paid</Button>
              <Button onClick={() => ask('not_paid')}>Mark not paid</Button>
            </>
          ) : null}
          <InvoiceFileButtons
            invoices={selectedIds.map((id) => ({ id, number: known.get(id)?.number ?? String(id) }))}
          />
          {canUpdate ? (
            <Button color="error" onClick={() => ask('delete')}>
              Delete
            </Button>
          ) : null}
        </BulkActionsBar>
      ) : null}
      <Box>{children}</Box>
      {asked?.kind === 'confirm' ? (
        <ConfirmDialog
          open
          title={asked.action === 'delete' ? `Delete ${invoices(count)}?` : TITLES[asked.action]}
          description={
            asked.action === 'delete'
              ? `${bulkEligibilitySummary('delete', asked.eligibility)}. Deleted invoices cannot be brought back.`
              : bulkEligibilitySummary(asked.action, asked.eligibility)
          }
          confirmLabel={
            asked.action === 'delete'
              ? `Delete ${invoices(toSend(asked.eligibility).length)}`
              : CONFIRM_LABELS[asked.action]
          }
          destructive={asked.action === 'delete'}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {asked?.kind === 'delete-one' ? (
        <ConfirmDialog
          open
          title={`Delete ${asked.invoice.number}?`}
          description="A deleted invoice cannot be brought back."
          confirmLabel="Delete 1 invoice"
          destructive
          busy={busy}
          onConfirm={() => {
            setBusy(true);
            remove([asked.invoice.id])
              .then((run) => finish('Delete invoice', run, remove))
              .catch(() => undefined)
              .finally(() => setBusy(false));
          }}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {asked?.kind === 'reject' ? (
        <RejectDialog
          title={asked.single ? `Reject ${asked.single.number}` : TITLES.reject}
          summary={
            asked.single
              ? 'It goes back to the people who made it, with your reason.'
              : bulkEligibilitySummary('reject', asked.eligibility)
          }
          onReject={reject}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {asked?.kind === 'payment' ? (
        <PaymentStatusDialog
          invoice={asked.invoice}
          onSave={(change) => setPayment.mutateAsync({ id: asked.invoice.id, change })}
          onClose={() => setAsked(null)}
        />
      ) : null}
      {progress ? (
        <ProgressDialog
          title={progress.title}
          finished={progress.finished}
          total={progress.total}
          onCancel={() => {
            cancelled.current = true;
          }}
        />
      ) : null}
      {results.dialog ? <BulkResultDialog {...results.dialog} labelOf={labelOf} /> : null}
    </InvoiceActionsContext.Provider>
  );
}
