import { enqueueSnackbar } from '@/components/toasts/toasts';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './apply-server-errors';

export type FormSaveOptions<Values, Result> = {
  save: (values: Values) => Promise<Result>;
  // Every field a 422 answer may name; anything else goes to the message above the form.
  fields: readonly string[];
  // Reshapes a failure before it reaches the fields (a refused file's place → the file field).
  mapError?: (error: unknown, values: Values) => unknown;
  // The toast after a save; none where the caller tells of it itself.
  savedMessage?: string | ((values: Values) => string);
  // Said above the form when a failure is not a 422 (no answer, a server fault), beside the error
  // policy's toast; without it the toast alone says so.
  failedMessage?: string;
  // A failure the form tells of itself (an alert with Retry, a review to close); `atFields` says a
  // 422 has been shown at the fields.
  onFailed?: (error: unknown, atFields: boolean) => void;
};

// After a save; a promise (opening what was created) keeps the form busy until it settles.
export type OnSaved<Values, Result> = (result: Result, values: Values) => void | Promise<unknown>;

// The one save of a form, in a dialog or on a page: on success the caller's `onSaved`, then the toast;
// on failure every value stays as typed, a 422 lands on its fields (the rest above the form).
export function submitForm<Input extends FieldValues, Context, Values, Result>(
  form: UseFormReturn<Input, Context, Values>,
  { save, fields, mapError, savedMessage, failedMessage, onFailed }: FormSaveOptions<Values, Result>,
  onSaved: OnSaved<Values, Result>,
) {
  return form.handleSubmit(async (values) => {
    let result: Result;
    try {
      result = await save(values);
    } catch (error) {
      const shown = applyServerErrors(mapError ? mapError(error, values) : error, form.setError, fields);
      if (!shown && failedMessage)
        form.setError('root.server' as Path<Input>, { type: 'server', message: failedMessage });
      onFailed?.(error, shown);
      return;
    }
    const going = onSaved(result, values);
    const message = typeof savedMessage === 'function' ? savedMessage(values) : savedMessage;
    if (message) enqueueSnackbar(message, { variant: 'success' });
    await going;
  });
}

export type PageFormSubmitOptions<Values, Result> = FormSaveOptions<Values, Result> & {
  // After a save: usually the form reset to what the server stored, so it is no longer "unsaved".
  onSaved?: OnSaved<Values, Result>;
};

// The save of a form on a page (settings, a project's administration): the form stays; what to hand
// to <form onSubmit>, the busy flag and the message above the form.
export function usePageFormSubmit<Input extends FieldValues, Context, Values, Result>(
  form: UseFormReturn<Input, Context, Values>,
  { onSaved, ...options }: PageFormSubmitOptions<Values, Result>,
) {
  const submit = submitForm(form, options, (result, values) => onSaved?.(result, values));
  return {
    onSubmit: (event?: React.BaseSyntheticEvent) => void submit(event),
    saving: form.formState.isSubmitting,
    error: form.formState.errors.root?.server?.message,
  };
}
