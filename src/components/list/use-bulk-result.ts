import { useCallback, useState } from 'react';
import { handleError } from '@/api/error-policy';
import { afterRetry, idsOfFailures, type BulkFailure, type BulkRun } from '@/lib/bulk-run';
import { bulkFailureOf } from './bulk-failure';

// Sends the given ids again the way the action first sent them (grouped and split the same way).
export type BulkResend = (ids: number[]) => Promise<BulkRun>;

type Shown = { title: string; run: BulkRun; resend: BulkResend | null };

export type BulkResultDialogState = {
  title: string;
  result: BulkRun;
  retrying: boolean;
  onRetryFailed?: () => void;
  onClose: () => void;
};

const retryableOf = (run: BulkRun) => run.failed.filter((failure) => bulkFailureOf(failure.error).retryable);

// Failed requests are the monitoring's to hear of (a 5xx is reported); the dialog says what failed.
const report = (failures: readonly BulkFailure[]) =>
  failures.forEach((failure) => handleError(failure.error, 'explained'));

// A bulk action's result for BulkResultDialog, with "Retry failed": only the ids of requests that got
// no answer or a server fault are sent again; those skipped by a rule or refused stay as they were.
// `onSettled` hears each run's outcome (after a retry as well), e.g. to clear the selection.
export function useBulkResult({ onSettled }: { onSettled?: (run: BulkRun) => void } = {}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [retrying, setRetrying] = useState(false);

  const show = useCallback(
    (title: string, run: BulkRun, resend: BulkResend | null = null) => {
      report(run.failed);
      setShown({ title, run, resend });
      onSettled?.(run);
    },
    [onSettled],
  );

  const close = useCallback(() => setShown(null), []);

  const retryFailed = async (current: Shown, resend: BulkResend) => {
    const resent = retryableOf(current.run);
    setRetrying(true);
    try {
      const retried = await resend(idsOfFailures(resent));
      report(retried.failed);
      const run = afterRetry(current.run, resent, retried);
      setShown({ ...current, run });
      onSettled?.(run);
    } catch (error) {
      // Not a request's failure (those come back in the run): the error policy tells of it.
      handleError(error, 'mutation');
    } finally {
      setRetrying(false);
    }
  };

  const resend = shown?.resend;
  const dialog: BulkResultDialogState | null = shown
    ? {
        title: shown.title,
        result: shown.run,
        retrying,
        onRetryFailed:
          resend && retryableOf(shown.run).length > 0 ? () => void retryFailed(shown, resend) : undefined,
        onClose: close,
      }
    : null;

  return { show, close, dialog };
}
