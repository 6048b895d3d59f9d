import { isApiError } from '@/api/api-error';

// A failed save the form shows itself (a 422 goes to the fields instead): MoneyBird (or our server)
// unreachable, with a Retry; a refusal in the server's words; nothing for a lost connection, which the
// error policy has already told of.
export type SaveFailure = { kind: 'unreachable' } | { kind: 'refused'; message: string };

export function saveFailureOf(error: unknown): SaveFailure | null {
  if (!isApiError(error)) return { kind: 'unreachable' };
  if (error.connection || error.sessionEnd) return null;
  if (error.status >= 500 || error.status === 0) return { kind: 'unreachable' };
  return { kind: 'refused', message: error.message };
}
