import { isApiError } from '@/api/api-error';

// The reason a batch was refused, in one line: the first field message of a 422, else the message.
export function batchErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    const first = Object.values(error.fieldErrors).flat()[0];
    return first ?? error.message;
  }
  return error instanceof Error ? error.message : 'The change could not be saved.';
}
