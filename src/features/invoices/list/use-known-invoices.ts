import { useMemo, useState } from 'react';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';

// Every row seen on any page since the list opened, by id (the latest copy): the selection spans
// pages, and its eligibility and footer sums need the rows of pages no longer shown.
export function useKnownInvoices(rows: readonly InvoiceListItem[]): ReadonlyMap<number, InvoiceListItem> {
  const [known] = useState(() => new Map<number, InvoiceListItem>());
  return useMemo(() => {
    for (const row of rows) known.set(row.id, row);
    return new Map(known);
  }, [known, rows]);
}
