import { createContext, useContext } from 'react';
import type { InvoiceListItem } from '@/api/invoices/invoice.schemas';

// What a row's menu can do; the screen provides it so the columns stay a module constant.
export type InvoiceRowActions = {
  approve: (invoice: InvoiceListItem) => void;
  reject: (invoice: InvoiceListItem) => void;
  setPaymentStatus: (invoice: InvoiceListItem) => void;
  remove: (invoice: InvoiceListItem) => void;
  canUpdate: boolean;
  canApprove: boolean;
};

export const InvoiceActionsContext = createContext<InvoiceRowActions | null>(null);

export function useInvoiceActions(): InvoiceRowActions | null {
  return useContext(InvoiceActionsContext);
}
