import dynamic from 'next/dynamic';
import type { PaymentStatusChange } from '@/api/invoices/invoice.schemas';
import type { ConfirmDialogProps } from '@/components/feedback/confirm-dialog';
import { bulkEligibilitySummary } from '@/lib/invoice-bulk';
import { ACTION_TITLES, CONFIRM_LABELS, invoicesCount, toSend, type Asked } from './invoice-action-words';
import type { PaymentStatusDialogProps } from './payment-status-dialog';
import type { ProgressDialogProps } from './progress-dialog';
import type { RejectDialogProps } from './reject-dialog';
import type { SendProgress } from './use-invoice-sends';

// Dialogs load on first use: the list opens without them.
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

// The question an invoice action asks before it acts (confirm, a reason, a payment), and the progress
// of a long one.
export function InvoiceActionDialogs({
  asked,
  count,
  busy,
  progress,
  onConfirm,
  onDeleteOne,
  onReject,
  onSavePayment,
  onCancelProgress,
  onClose,
}: {
  asked: Asked | null;
  // How many are selected (the bulk delete's title).
  count: number;
  busy: boolean;
  progress: SendProgress | null;
  onConfirm: () => void;
  onDeleteOne: (id: number) => void;
  onReject: (comment: string) => Promise<unknown>;
  onSavePayment: (id: number, change: PaymentStatusChange) => Promise<unknown>;
  onCancelProgress: () => void;
  onClose: () => void;
}) {
  return (
    <>
      {asked?.kind === 'confirm' ? (
        <ConfirmDialog
          open
          title={asked.action === 'delete' ? `Delete ${invoicesCount(count)}?` : ACTION_TITLES[asked.action]}
          description={
            asked.action === 'delete'
              ? `${bulkEligibilitySummary('delete', asked.eligibility)}. Deleted invoices cannot be brought back.`
              : bulkEligibilitySummary(asked.action, asked.eligibility)
          }
          confirmLabel={
            asked.action === 'delete'
              ? `Delete ${invoicesCount(toSend(asked.eligibility).length)}`
              : CONFIRM_LABELS[asked.action]
          }
          destructive={asked.action === 'delete'}
          busy={busy}
          onConfirm={onConfirm}
          onClose={onClose}
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
          onConfirm={() => onDeleteOne(asked.invoice.id)}
          onClose={onClose}
        />
      ) : null}
      {asked?.kind === 'reject' ? (
        <RejectDialog
          title={asked.single ? `Reject ${asked.single.number}` : ACTION_TITLES.reject}
          summary={
            asked.single
              ? 'It goes back to the people who made it, with your reason.'
              : bulkEligibilitySummary('reject', asked.eligibility)
          }
          onReject={onReject}
          onClose={onClose}
        />
      ) : null}
      {asked?.kind === 'payment' ? (
        <PaymentStatusDialog
          invoice={asked.invoice}
          onSave={(change) => onSavePayment(asked.invoice.id, change)}
          onClose={onClose}
        />
      ) : null}
      {progress ? (
        <ProgressDialog
          title={progress.title}
          finished={progress.finished}
          total={progress.total}
          onCancel={onCancelProgress}
        />
      ) : null}
    </>
  );
}
