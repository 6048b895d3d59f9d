import * as z from 'zod/mini';
import {
  DUE_BEFORE_ISSUE,
  invoiceEditFormSchema,
  isInvoiceEditable,
  paymentFormSchema,
  REJECT_REASON_REQUIRED,
  rejectFormSchema,
} from '@/lib/invoice-forms';
import { PAID_AMOUNT_NOT_NEGATIVE, PAID_AMOUNT_REQUIRED, PAID_AMOUNT_USE_PAID } from '@/lib/invoice-status';

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

  it('is more than nothing and less than the total, refused in the server’s words', () => {
    expect(messages(z.safeParse(schema, { payment_status: 'pp', paid_cents: null }))).toEqual([
      PAID_AMOUNT_REQUIRED,
    ]);
    expect(messages(z.safeParse(schema, { payment_status: 'pp', paid_cents: 0 }))).toEqual([
      PAID_AMOUNT_NOT_NEGATIVE,
    ]);
    expect(messages(z.safeParse(schema, { payment_status: 'pp', paid_cents: 679_680 }))).toEqual([
      PAID_AMOUNT_USE_PAID,
    ]);
    expect(z.safeParse(schema, { payment_status: 'pp', paid_cents: 300_000 }).success).toBe(true);
    expect(z.safeParse(schema, { payment_status: 'p', paid_cents: null }).success).toBe(true);
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

  it('keeps notes within what PATCH invoices/{id} takes (1,000 characters)', () => {
    const notes = (length: number) => ({ ...values, notes: 'n'.repeat(length) });
    expect(z.safeParse(invoiceEditFormSchema, notes(1000)).success).toBe(true);
    expect(messages(z.safeParse(invoiceEditFormSchema, notes(1001)))).toEqual(['At most 1000 characters.']);
  });

  it('is allowed only while the invoice is not approved', () => {
    expect(isInvoiceEditable('pending')).toBe(true);
    expect(isInvoiceEditable('rejected')).toBe(true);
    expect(isInvoiceEditable('approved')).toBe(false);
  });
});
