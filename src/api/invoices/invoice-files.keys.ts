import { invoiceKeys } from './invoice.keys';

// Under the invoice's own key: a change to the invoice (which refreshes every invoice key) draws its
// PDF again.
export const invoiceFileKeys = {
  pdfs: (id: number) => [...invoiceKeys.detail(id), 'pdf'] as const,
  pdf: (id: number, language: string) => [...invoiceFileKeys.pdfs(id), language] as const,
};
