import * as z from 'zod/mini';
import { paymentChangeError } from './invoice-status';
import { reasonFormSchema } from './reason-form';

// The invoices screen's small forms: a rejection's reason, and a payment status with the amount paid.
// Amounts are integer cents (MoneyField holds cents); the wire gets them back as decimals.

export const REJECT_REASON_REQUIRED = 'Say why the invoice is rejected.';
export const REJECT_REASON_MAX = 1000;

export const rejectFormSchema = reasonFormSchema(REJECT_REASON_REQUIRED, REJECT_REASON_MAX);
export type RejectForm = z.infer<typeof rejectFormSchema>;

// A partial payment is more than nothing and less than the total (finance.md §1.4), in the words the
// server uses for the same refusal.
export const paymentFormSchema = (totalCents: number) =>
  z.object({ payment_status: z.enum(['np', 'pp', 'p']), paid_cents: z.nullable(z.number()) }).check(
    z.superRefine((values, context) => {
      const message = paymentChangeError(values.payment_status, values.paid_cents, totalCents);
      if (message)
        context.issues.push({ code: 'custom', message, path: ['paid_cents'], input: values.paid_cents });
    }),
  );
export type PaymentForm = z.infer<ReturnType<typeof paymentFormSchema>>;

export const DUE_BEFORE_ISSUE = 'The due date cannot be before the issue date.';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
// PATCH invoices/{id} takes notes up to 1,000 characters.
export const EDIT_NOTES_MAX = 1000;
const day = (message: string) => z.string().check(z.regex(ISO_DAY, message));

// What may change while an invoice is not approved: dates, VAT, language, notes.
export const invoiceEditFormSchema = z
  .object({
    issue_date: day('Enter the issue date.'),
    due_date: day('Enter the due date.'),
    vat_id: z.nullable(z.number()),
    language: z.enum(['en', 'ka']),
    notes: z.string().check(z.maxLength(EDIT_NOTES_MAX, `At most ${EDIT_NOTES_MAX} characters.`)),
  })
  .check(
    z.superRefine((values, context) => {
      if (
        ISO_DAY.test(values.issue_date) &&
        ISO_DAY.test(values.due_date) &&
        values.due_date < values.issue_date
      )
        context.issues.push({
          code: 'custom',
          message: DUE_BEFORE_ISSUE,
          path: ['due_date'],
          input: values.due_date,
        });
    }),
  );
export type InvoiceEditForm = z.infer<typeof invoiceEditFormSchema>;

// Only an invoice that is not approved may change (finance.md §1.3: 422 once approved).
export const isInvoiceEditable = (approvalStatus: string): boolean => approvalStatus !== 'approved';
