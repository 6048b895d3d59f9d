import { sessionScope } from '../session';
import type { InvoiceCalculationType } from './invoice-create.api';

export type CalculationPeriod = { from: string; to: string; user_ids?: number[] };

// Under the same 'invoices' root as the list's keys (invoice.keys.ts), so creating an invoice
// refreshes the lists and the previews (their duplicate warning) with one invalidation.
export const invoiceCreateKeys = {
  all: () => [...sessionScope(), 'invoices'] as const,
  calculations: () => [...invoiceCreateKeys.all(), 'calculation'] as const,
  calculation: (projectId: number, type: InvoiceCalculationType, period: CalculationPeriod) =>
    [...invoiceCreateKeys.calculations(), projectId, type, period] as const,
};
