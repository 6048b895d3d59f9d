import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { FormDialogProps } from './form-dialog';
import { submitForm, type FormSaveOptions } from './use-page-form-submit';

export type FormDialogSubmitOptions<Values> = FormSaveOptions<Values, unknown> & {
  onClose: () => void;
};

// The save of a form dialog: a success closes it (with a toast); a failure keeps it open with
// every value as typed, a 422 on its fields, anything else having had its toast from the error policy.
// Returns the FormDialog props that follow from the form.
export function useFormDialogSubmit<Input extends FieldValues, Context, Values>(
  form: UseFormReturn<Input, Context, Values>,
  { onClose, ...options }: FormDialogSubmitOptions<Values>,
): Pick<FormDialogProps, 'onSubmit' | 'onClose' | 'saving' | 'error' | 'dirty'> {
  const submit = submitForm(form, options, onClose);
  return {
    onSubmit: (event) => void submit(event),
    onClose,
    saving: form.formState.isSubmitting,
    error: form.formState.errors.root?.server?.message,
    dirty: form.formState.isDirty,
  };
}
