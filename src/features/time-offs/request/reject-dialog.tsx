import { ReasonDialog } from '@/components/feedback/reason-dialog';
import { rejectFormSchema } from '@/lib/time-off-form';

export type RejectDialogProps = {
  title: string;
  // Whose request, or how many will be rejected and which are skipped.
  summary: string;
  onReject: (comment: string) => Promise<unknown>;
  onClose: () => void;
};

// A rejection always says why: the person sees the reason in the request's history.
export function RejectDialog({ title, summary, onReject, onClose }: RejectDialogProps) {
  return (
    <ReasonDialog
      title={title}
      summary={summary}
      schema={rejectFormSchema}
      submitLabel="Reject"
      reasonLabel="Reason"
      reasonHint="The person will see it."
      onSubmit={onReject}
      onClose={onClose}
    />
  );
}
