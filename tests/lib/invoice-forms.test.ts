import * as z from 'zod/mini';
import {
  balanceCents,
  DUE_BEFORE_ISSUE,
  invoiceEditFormSchema,
  isInvoiceEditable,
  PAID_AMOUNT_BELOW_TOTAL,
  PAID_AMOUNT_POSITIVE,
  PAID_AMOUNT_REQUIRED,
  paymentFormSchema,
  REJECT_REASON_REQUIRED,
  rejectFormSchema,
} from '@/lib/invoice-forms';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('rejecting an invoice', () => {
  it('needs a reason that is more than spaces', () => {
    expect(messages(z.safeParse(rejectFormSchema, { comment: '   ' }))).toEqual([REJECT_REASON_REQUIRED]);
    expect(z.safeParse(rejectFormSchema, { comment: 'Wrong rate' }).success).toBe(true);
  });
});

describe('a partial payment', () => {
  // 6,796.80 in all (finance.md §1.4).
  const schema = paymentFormSchema(679_680);

  it('is more than nothing and less than the total', () => {
    expect(messages(z.safeParse(schema, { payment_status: 'pp', paid_cents: null }))).toEqual([
      PAID_AMOUNT_REQUIRED,
    ]);
    expect(messages(z.safeParse(schema, { payment_status: 'pp', paid_cents: 0 }))).toEqual([
      PAID_AMOUNT_POSITIVE,
    ]);
    expect(messages(z.safeParse(schema, { payment_status: 'pp', paid_cents: 679_680 }))).toEqual([
      PAID_AMOUNT_BELOW_TOTAL,
    ]);
    expect(z.safeParse(schema, { payment_status: 'pp', paid_cents: 300_000 }).success).toBe(true);
    expect(z.safeParse(schema, { payment_status: 'p', paid_cents: null }).success).toBe(true);
  });

  it('leaves a balance of the total less what was paid: 6,796.80 − 3,000.00 = 3,796.80', () => {
    expect(balanceCents(679_680, 300_000)).toBe(379_680);
    expect(balanceCents(679_680, null)).toBe(679_680);
  });
});

describe('editing an invoice', () => {
  const values = { issue_date: '2025-04-01', due_date: '2025-04-30', vat_id: 1, language: 'en', notes: '' };

  it('refuses a due date before the issue date', () => {
    expect(messages(z.safeParse(invoiceEditFormSchema, { ...values, due_date: '2025-03-31' }))).toEqual([
      DUE_BEFORE_ISSUE,
    ]);
    expect(z.safeParse(invoiceEditFormSchema, values).success).toBe(true);
  });

  it('is allowed only while the invoice is not approved', () => {
    expect(isInvoiceEditable('pending')).toBe(true);
    expect(isInvoiceEditable('rejected')).toBe(true);
    expect(isInvoiceEditable('approved')).toBe(false);
  });
});
