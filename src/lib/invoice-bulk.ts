// Which selected invoices a bulk action would change, and why the others are left (finance.md §1.2),
// the same rules the mocked API applies; plus the merge of the answers of a selection sent per type.

// The bulk answer's shape ({updated, skipped}), kept here so lib does not depend on the api layer.
export type BulkOutcome = { updated: number[]; skipped: { id: number; reason: string }[] };

export type BulkAction = 'approve' | 'reject' | 'delete';

export type BulkCandidate = { id: number; type: string; approval_status: string; payment_status: string };

export const SKIP_REASONS = {
  alreadyApproved: 'already approved',
  alreadyRejected: 'already rejected',
  paidStay: 'paid invoices stay',
  rejectFirst: 'reject it first',
} as const;

const hasPayment = (invoice: BulkCandidate) => invoice.payment_status !== 'np';

// Why the action leaves the invoice as it is, or null when it applies. Money received (p or pp) keeps an
// invoice approved and on the books.
export function bulkSkipReason(action: BulkAction, invoice: BulkCandidate): string | null {
  if (action === 'approve') return invoice.approval_status === 'approved' ? SKIP_REASONS.alreadyApproved : null;
  if (action === 'reject') {
    if (invoice.approval_status === 'rejected') return SKIP_REASONS.alreadyRejected;
    return hasPayment(invoice) ? SKIP_REASONS.paidStay : null;
  }
  if (hasPayment(invoice)) return SKIP_REASONS.paidStay;
  return invoice.approval_status === 'approved' ? SKIP_REASONS.rejectFirst : null;
}

export type BulkEligibility = { eligible: number[]; skipped: { id: number; reason: string }[] };

export function bulkEligibility(action: BulkAction, invoices: readonly BulkCandidate[]): BulkEligibility {
  const result: BulkEligibility = { eligible: [], skipped: [] };
  for (const invoice of invoices) {
    const reason = bulkSkipReason(action, invoice);
    if (reason === null) result.eligible.push(invoice.id);
    else result.skipped.push({ id: invoice.id, reason });
  }
  return result;
}

const PAST: Record<BulkAction, string> = { approve: 'approved', reject: 'rejected', delete: 'deleted' };

// "20 selected: 17 will be approved, 3 skipped — already approved"; several reasons are counted each.
export function bulkEligibilitySummary(action: BulkAction, { eligible, skipped }: BulkEligibility): string {
  const head = `${eligible.length + skipped.length} selected: ${eligible.length} will be ${PAST[action]}`;
  if (skipped.length === 0) return head;
  const counts = new Map<string, number>();
  for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  const reasons =
    counts.size === 1
      ? [...counts.keys()][0]
      : [...counts].map(([reason, count]) => `${reason} (${count})`).join(', ');
  return `${head}, ${skipped.length} skipped — ${reasons}`;
}

// The selection split by invoice type (approve and reject act on one type per call), types and ids in
// the order they were selected.
export function idsByType(invoices: readonly { id: number; type: string }[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const { id, type } of invoices) groups.set(type, [...(groups.get(type) ?? []), id]);
  return groups;
}

// The answers of one call per type as one: every updated id, every skip with its reason.
export function mergeBulkResults(results: readonly BulkOutcome[]): BulkOutcome {
  return {
    updated: results.flatMap((result) => result.updated),
    skipped: results.flatMap((result) => result.skipped),
  };
}
