import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { enqueueSnackbar } from '@/components/toasts/toasts';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { BulkResult } from '@/api/common.schemas';
import { useRejectCandidates } from '@/api/recruitment/recruitment.mutations';
import { useRejectionReasons } from '@/api/recruitment/recruitment.queries';
import { FormDialog } from '@/components/form/form-dialog';
import { FormTextField } from '@/components/form/form-text-field';
import { OptionSelect } from '@/components/form/option-select';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { BulkResultDialog } from '@/components/list/bulk-result-dialog';
import { blankToNull } from '@/api/text.schemas';
import { rejectFormSchema, type RejectForm } from '@/api/recruitment/candidate-forms.schemas';

export type RejectDialogProps = {
  ids: readonly number[];
  // Who is rejected: "Nino Beridze" or "3 candidates".
  summary: string;
  // A candidate's name in the list of those skipped.
  labelOf?: (id: number) => string;
  onClose: () => void;
};

const FIELDS = ['reason_id', 'note', 'notify', 'ids'] as const;

// Rejects one or many with a reason from the tenant's list (required), a note and whether to tell them;
// those the API skips are listed with why.
export function RejectDialog({ ids, summary, labelOf, onClose }: RejectDialogProps) {
  const reasons = useRejectionReasons();
  const reject = useRejectCandidates();
  const [skippedResult, setSkippedResult] = useState<BulkResult | null>(null);
  const answer = useRef<BulkResult | null>(null);
  const form = useForm<RejectForm>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { reason_id: '', note: '', notify: false },
  });
  const dialog = useFormDialogSubmit(form, {
    save: async (values) => {
      answer.current = await reject.mutateAsync({
        ids: [...ids],
        reason_id: Number(values.reason_id),
        note: blankToNull(values.note),
        notify: values.notify,
      });
    },
    fields: FIELDS,
    onClose: () => {
      const result = answer.current;
      if (result && result.skipped.length > 0) return setSkippedResult(result);
      if (result) enqueueSnackbar(`${summary}: rejected.`, { variant: 'success' });
      onClose();
    },
  });

  if (skippedResult) {
    return <BulkResultDialog title="Rejection" result={skippedResult} labelOf={labelOf} onClose={onClose} />;
  }
  const options = (reasons.data ?? []).map((reason) => ({ value: String(reason.id), label: reason.name }));
  const reasonStatus = reasons.isLoading
    ? 'Loading the reasons…'
    : reasons.isError
      ? 'The reasons could not be loaded. Close and try again.'
      : undefined;
  return (
    <FormDialog open title="Reject" submitLabel="Reject" {...dialog}>
      <Typography>{summary}</Typography>
      <OptionSelect
        control={form.control}
        name="reason_id"
        label="Reason"
        required
        fullWidth
        options={options}
        emptyLabel="Choose a reason"
        helperText={reasonStatus}
      />
      <FormTextField control={form.control} name="note" label="Note" multiline minRows={2} fullWidth />
      <Controller
        control={form.control}
        name="notify"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
            }
            label="Tell the candidate by e-mail"
          />
        )}
      />
    </FormDialog>
  );
}
