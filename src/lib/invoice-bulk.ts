// Which selected invoices a bulk action will change, and why the others are left alone, said before
// acting ("20 selected: 17 will be approved, 3 skipped — already approved"). The server decides in the
// end; its `skipped` reasons are shown after.

export type BulkAction = 'approve' | 'reject' | 'paid' | 'not_paid' | 'delete';

export type InvoiceStatusPair = { id: number; approval_status: string; payment_status: string };

export type Eligibility = {
  eligible: number[];
  skipped: { id: number; reason: string }[];
  // Selected on pages not loaded (select all matching): the server checks them.
  unknown: number[];
};

// Why an invoice does not qualify, or null when it does.
export function skipReason(action: BulkAction, invoice: InvoiceStatusPair): string | null {
  switch (action) {
    case 'approve':
      return invoice.approval_status === 'approved' ? 'already approved' : null;
    case 'reject':
      if (invoice.approval_status === 'rejected') return 'already rejected';
      return invoice.payment_status === 'p' ? 'already paid' : null;
    case 'paid':
      return invoice.payment_status === 'p' ? 'already paid' : null;
    case 'not_paid':
      return invoice.payment_status === 'np' ? 'already not paid' : null;
    case 'delete':
      if (invoice.payment_status === 'p') return 'paid — mark it not paid first';
      return invoice.approval_status === 'approved' ? 'approved — reject it first' : null;
  }
}

export function eligibilityOf(
  action: BulkAction,
  ids: readonly number[],
  known: ReadonlyMap<number, InvoiceStatusPair>,
): Eligibility {
  const result: Eligibility = { eligible: [], skipped: [], unknown: [] };
  for (const id of ids) {
    const invoice = known.get(id);
    if (!invoice) {
      result.unknown.push(id);
      continue;
    }
    const reason = skipReason(action, invoice);
    if (reason) result.skipped.push({ id, reason });
    else result.eligible.push(id);
  }
  return result;
}

const VERB: Record<BulkAction, string> = {
  approve: 'approved',
  reject: 'rejected',
  paid: 'marked paid',
  not_paid: 'marked not paid',
  delete: 'deleted',
};

const invoices = (count: number) => (count === 1 ? '1 invoice' : `${count} invoices`);

// "20 selected: 17 will be approved, 3 skipped — already approved".
export function eligibilitySummary(action: BulkAction, eligibility: Eligibility): string {
  const { eligible, skipped, unknown } = eligibility;
  const total = eligible.length + skipped.length + unknown.length;
  const parts = [`${total} selected: ${eligible.length} will be ${VERB[action]}`];
  const reasons = new Map<string, number>();
  for (const skip of skipped) reasons.set(skip.reason, (reasons.get(skip.reason) ?? 0) + 1);
  for (const [reason, count] of reasons) parts.push(`${count} skipped — ${reason}`);
  if (unknown.length > 0) parts.push(`${invoices(unknown.length)} on other pages checked when sent`);
  return parts.join(', ');
}
