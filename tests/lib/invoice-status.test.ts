import { toCents } from '@/lib/cents';
import {
  PAID_AMOUNT_NOT_NEGATIVE,
  PAID_AMOUNT_REQUIRED,
  PAID_AMOUNT_USE_PAID,
  balanceCents,
  invoiceAmounts,
  isOverdue,
  paidCentsAfter,
  paymentChangeError,
  vatByRate,
} from '@/lib/invoice-status';

const TODAY = '2025-05-15';

describe('overdue: due before today and not fully paid', () => {
  it('counts not paid and partially paid invoices past their due date', () => {
    expect(isOverdue({ due_date: '2025-05-14', payment_status: 'np' }, TODAY)).toBe(true);
    expect(isOverdue({ due_date: '2025-05-14', payment_status: 'pp' }, TODAY)).toBe(true);
  });
  it('never counts a paid invoice, nor one due today or later', () => {
    expect(isOverdue({ due_date: '2025-01-01', payment_status: 'p' }, TODAY)).toBe(false);
    expect(isOverdue({ due_date: TODAY, payment_status: 'np' }, TODAY)).toBe(false);
    expect(isOverdue({ due_date: '2025-06-01', payment_status: 'pp' }, TODAY)).toBe(false);
  });
});

describe('balance: total less what was paid', () => {
  it('pp 3,000.00 of 6,796.80 leaves 3,796.80', () => {
    expect(balanceCents(toCents(6796.8), toCents(3000))).toBe(toCents(3796.8));
  });
});

describe('payment change: partially paid needs 0 < paid < total', () => {
  const total = toCents(6796.8);
  it('accepts an amount between nothing and the total', () => {
    expect(paymentChangeError('pp', toCents(3000), total)).toBeNull();
  });
  it('says "use Paid" when the amount covers the total', () => {
    expect(paymentChangeError('pp', total, total)).toBe(PAID_AMOUNT_USE_PAID);
    expect(paymentChangeError('pp', total + 1, total)).toBe(PAID_AMOUNT_USE_PAID);
  });
  it('asks for an amount above zero', () => {
    expect(paymentChangeError('pp', null, total)).toBe(PAID_AMOUNT_REQUIRED);
    expect(paymentChangeError('pp', 0, total)).toBe(PAID_AMOUNT_NOT_NEGATIVE);
  });
  it('takes no amount for Paid or Not paid', () => {
    expect(paymentChangeError('p', null, total)).toBeNull();
    expect(paymentChangeError('np', null, total)).toBeNull();
  });
  it('np resets the amount paid to 0, p sets it to the total, pp keeps the amount', () => {
    expect(paidCentsAfter('np', 500, total)).toBe(0);
    expect(paidCentsAfter('p', null, total)).toBe(total);
    expect(paidCentsAfter('pp', 300_000, total)).toBe(300_000);
  });
});

describe('VAT: grouped by rate, each group rounded once', () => {
  it('5,760.00 at 18 % is 1,036.80 VAT and 6,796.80 in all', () => {
    expect(invoiceAmounts([{ amountCents: toCents(5760), percentage: 18 }])).toEqual({
      subtotalCents: toCents(5760),
      vatCents: toCents(1036.8),
      totalCents: toCents(6796.8),
    });
  });
  it('0 % (export of services) adds nothing', () => {
    expect(invoiceAmounts([{ amountCents: toCents(5760), percentage: 0 }]).totalCents).toBe(toCents(5760));
  });
  it('rounds a group once, not each line: 3 × 0.03 at 18 % is 0.02, not 3 × 0.01', () => {
    const lines = [3, 3, 3].map((amountCents) => ({ amountCents, percentage: 18 }));
    expect(vatByRate(lines)).toEqual([{ percentage: 18, netCents: 9, vatCents: 2 }]);
  });
  it('keeps mixed rates apart, in the order they first appear', () => {
    const groups = vatByRate([
      { amountCents: 10_000, percentage: 18 },
      { amountCents: 5_000, percentage: 0 },
      { amountCents: 10_000, percentage: 18 },
    ]);
    expect(groups).toEqual([
      { percentage: 18, netCents: 20_000, vatCents: 3_600 },
      { percentage: 0, netCents: 5_000, vatCents: 0 },
    ]);
  });
});
