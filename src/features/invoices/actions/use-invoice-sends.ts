import { useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { refusalText } from '@/api/refusal-text';
import {
  useApproveInvoices,
  useChangePaymentStatus,
  useDeleteInvoices,
  useRejectInvoices,
} from '@/api/invoices/invoice.mutations';
import type { InvoiceRef } from '@/api/invoices/invoices.api';
import type { BulkOutcome, BulkRun } from '@/lib/bulk-run';
import { runLimited } from '@/lib/run-limited';

// Per-id PATCHes in flight at once (finance.md §1.2).
const PAYMENT_REQUESTS_IN_FLIGHT = 4;

export type SendProgress = { title: string; finished: number; total: number };

// A per-invoice refusal in the server's words (422 at a field, or its message).
const refusalOf = (error: unknown) => refusalText(error, 'the change could not be made');

// A refusal (4xx) is the invoice's answer; no answer or a server fault is a failed request to retry.
const isRefusal = (error: unknown) => isApiError(error) && error.status >= 400 && error.status < 500;

// Approve and reject go one invoice type per call. Every selected id has come in a row or in "select
// all matching" with its type; one that has not is not the server's to find.
function refsOf(ids: readonly number[], types: ReadonlyMap<number, string>) {
  const refs: InvoiceRef[] = [];
  const missing: BulkOutcome['skipped'] = [];
  for (const id of ids) {
    const type = types.get(id);
    if (type) refs.push({ id, type });
    else missing.push({ id, reason: 'not found' });
  }
  return { refs, missing };
}

// Ids with no known type are skipped as not found, beside the server's answer.
const withMissing = (run: BulkRun, missing: BulkOutcome['skipped']): BulkRun => ({
  ...run,
  skipped: [...run.skipped, ...missing],
});

// How each bulk action reaches the server, as a run of what was done, skipped and failed: approve and
// reject per invoice type, delete at once, payment per id a few at a time with progress and Cancel.
export function useInvoiceSends(types: ReadonlyMap<number, string>) {
  const approveMany = useApproveInvoices();
  const rejectMany = useRejectInvoices();
  const deleteMany = useDeleteInvoices();
  // Many at once: each refusal is listed with its reason in the result, not toasted.
  const setPaymentOfMany = useChangePaymentStatus({ meta: { errorContext: 'explained' } });
  const [progress, setProgress] = useState<SendProgress | null>(null);
  const cancelled = useRef(false);

  const approve = async (ids: number[]) => {
    const { refs, missing } = refsOf(ids, types);
    return withMissing(await approveMany.mutateAsync(refs), missing);
  };
  const rejectWith = (comment: string) => async (ids: number[]) => {
    const { refs, missing } = refsOf(ids, types);
    return withMissing(await rejectMany.mutateAsync({ invoices: refs, comment }), missing);
  };
  const remove = (ids: number[]) => deleteMany.mutateAsync(ids);

  const setPaymentOf = async (ids: number[], status: 'p' | 'np', title: string): Promise<BulkRun> => {
    cancelled.current = false;
    setProgress({ title, finished: 0, total: ids.length });
    const outcome = await runLimited(
      ids,
      PAYMENT_REQUESTS_IN_FLIGHT,
      (id) => setPaymentOfMany.mutateAsync({ id, change: { payment_status: status } }),
      {
        onProgress: (finished) => setProgress((current) => (current ? { ...current, finished } : current)),
        isCancelled: () => cancelled.current,
      },
    );
    setProgress(null);
    const refused = outcome.failed.filter(({ error }) => isRefusal(error));
    return {
      updated: outcome.done,
      skipped: [
        ...refused.map(({ item, error }) => ({ id: item, reason: refusalOf(error) })),
        ...outcome.cancelled.map((id) => ({ id, reason: 'cancelled before it was sent' })),
      ],
      failed: outcome.failed
        .filter(({ error }) => !isRefusal(error))
        .map(({ item, error }) => ({ ids: [item], error })),
    };
  };

  const cancel = () => {
    cancelled.current = true;
  };

  return { approve, rejectWith, remove, setPaymentOf, progress, cancel };
}
