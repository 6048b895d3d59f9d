import { ReasonDialog } from '@/components/feedback/reason-dialog';
import { rejectFormSchema } from '@/lib/invoice-forms';

export type RejectDialogProps = {
  // "INV-2025-0042", or how many will be rejected and which are skipped.
  summary: string;
  title: string;
  onReject: (comment: string) => Promise<unknown>;
  onClose: () => void;
};

// A rejection always says why: the reason goes to the invoice's history.
export function RejectDialog({ summary, title, onReject, onClose }: RejectDialogProps) {
  return (
    <ReasonDialog
      title={title}
      summary={summary}
      schema={rejectFormSchema}
      submitLabel="Reject"
      reasonLabel="Reason"
      reasonHint="The people who made the invoice will see it."
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
