import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { toFieldMessages } from '@/lib/server-errors';

// A 422 answer lands on the form's fields (SPEC §5); fields the form does not have go to the form root.
// Returns true when the error was a validation answer the form has shown.
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!isApiError(error) || error.status !== 422) return false;
  const messages = toFieldMessages(error.fieldErrors);
  const unmatched: string[] = [];
  let focused = false;
  for (const { field, message } of messages) {
    if (fields.includes(field)) {
      setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
      focused = true;
    } else unmatched.push(message);
  }
  if (unmatched.length > 0 || messages.length === 0) {
    setError('root.server' as Path<T>, { type: 'server', message: unmatched.join(' ') || error.message });
  }
  return true;
}
