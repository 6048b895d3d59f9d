import { isApiError } from '@/api/api-error';
import { refusalMessageOf } from '@/api/refusal-text';

export type BulkFailureReason = { reason: string; retryable: boolean };

// Why a request of a bulk action failed, in words, and whether sending it again can help: no answer
// or a server fault can pass on a retry; a refusal (4xx) would only be refused again.
export function bulkFailureOf(error: unknown): BulkFailureReason {
  if (!isApiError(error)) return { reason: 'the request failed', retryable: true };
  if (error.connection === 'offline')
    return { reason: 'you were offline: nothing was sent', retryable: true };
  if (error.connection === 'timeout') {
    return { reason: 'no answer in time: it may or may not have been done', retryable: true };
  }
  if (error.isNetworkError) return { reason: 'the network failed: no answer came', retryable: true };
  if (error.status >= 500) return { reason: `the server failed (${error.status})`, retryable: true };
  return { reason: `refused (${error.status}): ${refusalMessageOf(error)}`, retryable: false };
}
