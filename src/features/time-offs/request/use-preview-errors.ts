import { useEffect } from 'react';
import type { Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { toFieldMessages } from '@/lib/server-errors';
import { formFieldOfServerKey, type TimeOffForm } from '@/lib/time-off-form';

const PREVIEW_ERROR = 'preview';

// A rule the preview finds broken (an overlap, not enough days) is said at its field while typing,
// before anything is sent; it goes once the preview passes, and never covers a message of the form's
// own checks or of a save.
export function usePreviewErrors(
  form: UseFormReturn<TimeOffForm>,
  error: unknown,
  fields: readonly string[],
) {
  useEffect(() => {
    const shown = Object.entries(form.formState.errors).filter(
      ([, fieldError]) => (fieldError as { type?: string } | undefined)?.type === PREVIEW_ERROR,
    );
    for (const [field] of shown) form.clearErrors(field as Path<TimeOffForm>);
    if (!isApiError(error) || error.status !== 422) return;
    const rows = form.getValues('days');
    for (const { field, message } of toFieldMessages(error.fieldErrors)) {
      const name = formFieldOfServerKey(field, rows) as Path<TimeOffForm>;
      // The form's own check or the save's answer says more than the preview: it stays.
      const standing = form.getFieldState(name).error;
      if (fields.includes(name) && (!standing || standing.type === PREVIEW_ERROR))
        form.setError(name, { type: PREVIEW_ERROR, message });
    }
    // Only a new answer of the preview changes what is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
