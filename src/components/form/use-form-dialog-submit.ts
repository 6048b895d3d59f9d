import { enqueueSnackbar } from 'notistack';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './apply-server-errors';
import type { FormDialogProps } from './form-dialog';

export type FormDialogSubmitOptions<Values> = {
  save: (values: Values) => Promise<unknown>;
  // Every field a 422 answer may name; anything else goes to the message above the form.
  fields: readonly string[];
  // The toast after a save; none where the caller tells of it itself.
  savedMessage?: (values: Values) => string;
  onClose: () => void;
  // Reshapes a failure before it reaches the fields (a refused file's place → the file field).
  mapError?: (error: unknown, values: Values) => unknown;
};

// The save of a form dialog: a success closes it (with a toast); a failure keeps it open with
// every value as typed, a 422 on its fields, anything else having had its toast from the error policy.
// Returns the FormDialog props that follow from the form.
export function useFormDialogSubmit<Input extends FieldValues, Context, Values>(
  form: UseFormReturn<Input, Context, Values>,
  { save, fields, savedMessage, onClose, mapError }: FormDialogSubmitOptions<Values>,
): Pick<FormDialogProps, 'onSubmit' | 'onClose' | 'saving' | 'error' | 'dirty'> {
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      applyServerErrors(mapError ? mapError(error, values) : error, form.setError, fields);
      return;
    }
    if (savedMessage) enqueueSnackbar(savedMessage(values), { variant: 'success' });
    onClose();
  });
  return {
    onSubmit: (event) => void submit(event),
    onClose,
    saving: form.formState.isSubmitting,
    error: form.formState.errors.root?.server?.message,
    dirty: form.formState.isDirty,
  };
}
