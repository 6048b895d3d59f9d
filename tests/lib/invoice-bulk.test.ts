import {
  SKIP_REASONS,
  bulkEligibility,
  bulkEligibilitySummary,
  bulkSkipReason,
  idsByType,
  type BulkCandidate,
} from '@/lib/invoice-bulk';

const invoice = (id: number, approval: string, payment = 'np', type = 'hours'): BulkCandidate => ({
  id,
  type,
  approval_status: approval,
  payment_status: payment,
});

const byId = (rows: BulkCandidate[]) => new Map(rows.map((row) => [row.id, row]));

describe('bulk eligibility: which invoices an action changes, and why the rest are skipped', () => {
  it('approve skips what is already approved', () => {
    expect(bulkSkipReason('approve', invoice(1, 'approved'))).toBe(SKIP_REASONS.alreadyApproved);
    expect(bulkSkipReason('approve', invoice(2, 'pending'))).toBeNull();
    expect(bulkSkipReason('approve', invoice(3, 'rejected'))).toBeNull();
  });
  it('reject skips what is already rejected and what has money received', () => {
    expect(bulkSkipReason('reject', invoice(1, 'rejected'))).toBe(SKIP_REASONS.alreadyRejected);
    expect(bulkSkipReason('reject', invoice(2, 'approved', 'pp'))).toBe(SKIP_REASONS.paidStay);
    expect(bulkSkipReason('reject', invoice(3, 'approved', 'p'))).toBe(SKIP_REASONS.paidStay);
    expect(bulkSkipReason('reject', invoice(4, 'approved'))).toBeNull();
  });
  it('delete keeps paid invoices and asks to reject an approved one first', () => {
    expect(bulkSkipReason('delete', invoice(1, 'approved', 'p'))).toBe(SKIP_REASONS.paidStay);
    expect(bulkSkipReason('delete', invoice(2, 'approved'))).toBe(SKIP_REASONS.rejectFirst);
    expect(bulkSkipReason('delete', invoice(3, 'rejected'))).toBeNull();
    expect(bulkSkipReason('delete', invoice(4, 'pending'))).toBeNull();
  });
  it('mark paid skips what is paid and what was rejected; partially paid can become paid', () => {
    expect(bulkSkipReason('paid', invoice(1, 'approved', 'p'))).toBe(SKIP_REASONS.alreadyPaid);
    expect(bulkSkipReason('paid', invoice(2, 'rejected'))).toBe(SKIP_REASONS.rejectedUnpayable);
    expect(bulkSkipReason('paid', invoice(3, 'approved', 'pp'))).toBeNull();
    expect(bulkSkipReason('paid', invoice(4, 'pending'))).toBeNull();
  });
  it('mark not paid skips what is not paid', () => {
    expect(bulkSkipReason('not_paid', invoice(1, 'pending'))).toBe(SKIP_REASONS.alreadyNotPaid);
    expect(bulkSkipReason('not_paid', invoice(2, 'approved', 'pp'))).toBeNull();
  });
  it('"20 selected: 17 will be approved, 3 skipped — already approved"', () => {
    const selection = Array.from({ length: 20 }, (_, index) =>
      invoice(index + 1, index < 3 ? 'approved' : 'pending'),
    );
    const eligibility = bulkEligibility(
      'approve',
      selection.map((row) => row.id),
      byId(selection),
    );
    expect(eligibility.eligible).toHaveLength(17);
    expect(bulkEligibilitySummary('approve', eligibility)).toBe(
      '20 selected: 17 will be approved, 3 skipped — already approved',
    );
  });
  it('counts each reason when there are several, and says nothing of skips when there are none', () => {
    const rows = [
      invoice(1, 'approved', 'p'),
      invoice(2, 'approved'),
      invoice(3, 'approved'),
      invoice(4, 'pending'),
    ];
    const mixed = bulkEligibility('delete', [1, 2, 3, 4], byId(rows));
    expect(bulkEligibilitySummary('delete', mixed)).toBe(
      '4 selected: 1 will be deleted, 3 skipped — paid invoices stay (1), reject it first (2)',
    );
    expect(
      bulkEligibilitySummary('reject', bulkEligibility('reject', [5], byId([invoice(5, 'pending')]))),
    ).toBe('1 selected: 1 will be rejected');
  });
  it('leaves rows of pages not loaded to the server, and says so', () => {
    const known = byId([invoice(1, 'pending'), invoice(3, 'rejected'), invoice(4, 'approved', 'p')]);
    const eligibility = bulkEligibility('reject', [1, 3, 4, 99], known);
    expect(eligibility).toEqual({
      eligible: [1],
      skipped: [
        { id: 3, reason: SKIP_REASONS.alreadyRejected },
        { id: 4, reason: SKIP_REASONS.paidStay },
      ],
      unknown: [99],
    });
    expect(bulkEligibilitySummary('reject', eligibility)).toBe(
      '4 selected: 1 will be rejected, 2 skipped — already rejected (1), paid invoices stay (1), 1 invoice on other pages checked when sent',
    );
  });
});

describe('bulk by type: one call per invoice type, answers merged', () => {
  it('groups the selection by type in the order selected', () => {
    const groups = idsByType([
      { id: 3, type: 'hours' },
      { id: 9, type: 'vacation' },
      { id: 4, type: 'hours' },
    ]);
    expect([...groups]).toEqual([
      ['hours', [3, 4]],
      ['vacation', [9]],
    ]);
  });
});
