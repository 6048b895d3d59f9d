// Which selected invoices a bulk action would change, and why the others are left (finance.md §1.2),
// the same rules the mocked API applies; and the selection split per type for the calls that take one.

// approve, reject and delete are bulk calls; paid and not_paid are one payment-status call per invoice.
export type BulkAction = 'approve' | 'reject' | 'delete' | 'paid' | 'not_paid';

export type BulkCandidate = { id: number; type: string; approval_status: string; payment_status: string };

export const SKIP_REASONS = {
  alreadyApproved: 'already approved',
  alreadyRejected: 'already rejected',
  paidStay: 'paid invoices stay',
  rejectFirst: 'reject it first',
  alreadyPaid: 'already paid',
  alreadyNotPaid: 'already not paid',
  rejectedUnpayable: 'rejected invoices cannot be paid',
} as const;

const hasPayment = (invoice: BulkCandidate) => invoice.payment_status !== 'np';

// Why the action leaves the invoice as it is, or null when it applies. Money received (p or pp) keeps an
// invoice approved and on the books; a rejected invoice takes no payment.
export function bulkSkipReason(action: BulkAction, invoice: BulkCandidate): string | null {
  switch (action) {
    case 'approve':
      return invoice.approval_status === 'approved' ? SKIP_REASONS.alreadyApproved : null;
    case 'reject':
      if (invoice.approval_status === 'rejected') return SKIP_REASONS.alreadyRejected;
      return hasPayment(invoice) ? SKIP_REASONS.paidStay : null;
    case 'delete':
      if (hasPayment(invoice)) return SKIP_REASONS.paidStay;
      return invoice.approval_status === 'approved' ? SKIP_REASONS.rejectFirst : null;
    case 'paid':
      if (invoice.payment_status === 'p') return SKIP_REASONS.alreadyPaid;
      return invoice.approval_status === 'rejected' ? SKIP_REASONS.rejectedUnpayable : null;
    case 'not_paid':
      return invoice.payment_status === 'np' ? SKIP_REASONS.alreadyNotPaid : null;
  }
}

// `unknown`: selected on pages not loaded (select all matching); the server checks them.
export type BulkEligibility = {
  eligible: number[];
  skipped: { id: number; reason: string }[];
  unknown: number[];
};

// The selection's ids, judged by the rows the screen has seen; ids it has not seen are left to the server.
export function bulkEligibility(
  action: BulkAction,
  ids: readonly number[],
  known: ReadonlyMap<number, BulkCandidate>,
): BulkEligibility {
  const result: BulkEligibility = { eligible: [], skipped: [], unknown: [] };
  for (const id of ids) {
    const invoice = known.get(id);
    const reason = invoice ? bulkSkipReason(action, invoice) : null;
    if (!invoice) result.unknown.push(id);
    else if (reason === null) result.eligible.push(id);
    else result.skipped.push({ id, reason });
  }
  return result;
}

const PAST: Record<BulkAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  delete: 'deleted',
  paid: 'marked paid',
  not_paid: 'marked not paid',
};

const invoices = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

// "20 selected: 17 will be approved, 3 skipped — already approved"; several reasons are counted each;
// ids of pages not loaded are said to be checked when sent.
export function bulkEligibilitySummary(
  action: BulkAction,
  { eligible, skipped, unknown }: BulkEligibility,
): string {
  const selected = eligible.length + skipped.length + unknown.length;
  const parts = [`${selected} selected: ${eligible.length} will be ${PAST[action]}`];
  if (skipped.length > 0) {
    const counts = new Map<string, number>();
    for (const { reason } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    const reasons =
      counts.size === 1
        ? [...counts.keys()][0]
        : [...counts].map(([reason, count]) => `${reason} (${count})`).join(', ');
    parts.push(`${skipped.length} skipped — ${reasons}`);
  }
  if (unknown.length > 0) parts.push(`${invoices(unknown.length)} on other pages checked when sent`);
  return parts.join(', ');
}

// The selection split by invoice type (approve and reject act on one type per call), types and ids in
// the order they were selected.
export function idsByType(invoices: readonly { id: number; type: string }[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const { id, type } of invoices) groups.set(type, [...(groups.get(type) ?? []), id]);
  return groups;
}
