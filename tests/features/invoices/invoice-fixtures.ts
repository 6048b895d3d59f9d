import type { Invoice, InvoiceListItem } from '@/api/invoices/invoice.schemas';

// An invoice of the list and the same invoice whole, as the screen's tests answer them: March 2025's
// hours on Atlas Platform, 6,796.80 EUR with 18 % VAT, awaiting approval unless patched.
export const invoiceRow = (id: number, patch: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id,
  number: `INV-2025-${String(id).padStart(4, '0')}`,
  type: 'hours',
  project: { id: 3, title: 'Atlas Platform', currency: 'EUR' },
  client: 'Bank of Tbilisi',
  project_manager: { id: 1, name: 'Nino Beridze' },
  period_from: '2025-03-01',
  period_to: '2025-03-31',
  issue_date: '2025-04-01',
  due_date: '2025-04-30',
  currency: 'EUR',
  subtotal: 5760,
  vat: { id: 1, name: 'VAT 18%', percentage: 18 },
  vat_amount: 1036.8,
  total: 6796.8,
  paid_amount: 0,
  balance: 6796.8,
  paid_at: null,
  payment_status: 'np',
  approval_status: 'pending',
  approval: null,
  moneybird: null,
  ...patch,
});

export function invoiceOf(item: InvoiceListItem, patch: Partial<Invoice> = {}): Invoice {
  return {
    ...item,
    language: 'en',
    lines: [
      {
        user: { id: 2, name: 'Ana Kapanadze' },
        term_id: 1,
        description: 'Development',
        days: 16,
        hours: '128:00',
        rate: 45,
        amount: 5760,
      },
    ],
    notes: null,
    calculation: {
      working_days: 20,
      skipped: [
        { date: '2025-03-17', reason: 'vacation', name: null, user_id: 2 },
        { date: '2025-03-03', reason: 'holiday', name: "Mother's Day", user_id: null },
        // A part day: 02:00 of the 8:00 day off sick.
        {
          date: '2025-03-26',
          reason: 'sick_leave',
          name: 'Sick leave',
          user_id: 2,
          part: 'hours',
          minutes: 120,
        },
      ],
      forecast: 7200,
    },
    history: [
      {
        at: '2025-04-01T09:00:00Z',
        by: { id: 1, name: 'Nino Beridze' },
        action: 'created',
        from: null,
        to: null,
        comment: null,
      },
    ],
    created_by: { id: 1, name: 'Nino Beridze' },
    created_at: '2025-04-01T09:00:00Z',
    ...patch,
  };
}
