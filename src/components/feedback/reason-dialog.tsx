import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '@/components/form/form-dialog';
import { useFormDialogSubmit } from '@/components/form/use-form-dialog-submit';
import type { ReasonForm, ReasonFormSchema } from '@/lib/reason-form';

export type ReasonDialogProps = {
  title: string;
  // What the decision is about: one item's name, or how many and which are skipped.
  summary: string;
  schema: ReasonFormSchema;
  submitLabel: string;
  reasonLabel: string;
  // Under the field until there is an error: who will read the reason.
  reasonHint: string;
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

// A decision that must say why (a rejection): the reason, trimmed, goes with the call.
export function ReasonDialog({
  title,
  summary,
  schema,
  submitLabel,
  reasonLabel,
  reasonHint,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const form = useForm<ReasonForm>({ resolver: zodResolver(schema), defaultValues: { comment: '' } });
  const dialog = useFormDialogSubmit(form, {
    save: (values) => onSubmit(values.comment.trim()),
    fields: ['comment'],
    onClose,
  });
  return (
    <FormDialog open title={title} submitLabel={submitLabel} {...dialog}>
      <Typography>{summary}</Typography>
      <Controller
        control={form.control}
        name="comment"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={reasonLabel}
            required
            multiline
            minRows={3}
            autoFocus
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? reasonHint}
          />
        )}
      />
    </FormDialog>
  );
}
