import { eligibilityOf, eligibilitySummary, type InvoiceStatusPair } from '@/lib/invoice-bulk';

const invoice = (id: number, approval_status: string, payment_status = 'np'): InvoiceStatusPair => ({
  id,
  approval_status,
  payment_status,
});

describe('which selected invoices a bulk action changes', () => {
  const known = new Map(
    [invoice(1, 'pending'), invoice(2, 'approved'), invoice(3, 'rejected'), invoice(4, 'approved', 'p')].map(
      (row) => [row.id, row],
    ),
  );

  it('says before approving how many qualify and why the others are skipped', () => {
    const eligibility = eligibilityOf('approve', [1, 2, 3, 4], known);
    expect(eligibility.eligible).toEqual([1, 3]);
    expect(eligibilitySummary('approve', eligibility)).toBe(
      '4 selected: 2 will be approved, 2 skipped — already approved',
    );
  });

  it('leaves rows of pages not loaded to the server, and says so', () => {
    const eligibility = eligibilityOf('reject', [1, 3, 4, 99], known);
    expect(eligibility).toEqual({
      eligible: [1],
      skipped: [
        { id: 3, reason: 'already rejected' },
        { id: 4, reason: 'already paid' },
      ],
      unknown: [99],
    });
    expect(eligibilitySummary('reject', eligibility)).toBe(
      '4 selected: 1 will be rejected, 1 skipped — already rejected, 1 skipped — already paid, 1 invoice on other pages checked when sent',
    );
  });

  it('deletes neither approved nor paid invoices', () => {
    expect(eligibilityOf('delete', [1, 2, 3, 4], known).skipped).toEqual([
      { id: 2, reason: 'approved — reject it first' },
      { id: 4, reason: 'paid — mark it not paid first' },
    ]);
  });
});
