import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import { rejectFormSchema, type RejectForm } from '@/lib/time-off-form';

export type RejectDialogProps = {
  title: string;
  // Whose request, or how many will be rejected and which are skipped.
  summary: string;
  onReject: (comment: string) => Promise<unknown>;
  onClose: () => void;
};

// A rejection always says why: the person sees the reason in the request's history.
export function RejectDialog({ title, summary, onReject, onClose }: RejectDialogProps) {
  const form = useForm<RejectForm>({
    resolver: zodResolver(rejectFormSchema),
    defaultValues: { comment: '' },
  });
  const dialog = useFormDialogSubmit(form, {
    save: (values) => onReject(values.comment.trim()),
    fields: ['comment'],
    onClose,
  });
  return (
    <FormDialog open title={title} submitLabel="Reject" {...dialog}>
      <Typography>{summary}</Typography>
      <Controller
        control={form.control}
        name="comment"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label="Reason"
            required
            multiline
            minRows={3}
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? 'The person will see it.'}
          />
        )}
      />
    </FormDialog>
  );
}
