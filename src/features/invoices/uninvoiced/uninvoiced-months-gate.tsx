import type { ReactNode } from 'react';
import { useUninvoicedMonths } from '@/api/invoices/invoice.queries';
import { InvoiceListSkeleton } from '../list/invoice-list-skeleton';
import { UninvoicedMonthsBanner } from './uninvoiced-months-banner';

// How far back the banner looks: a quarter of closed months.
export const UNINVOICED_MONTHS_BACK = 3;

export type UninvoicedMonthsGateProps = { currencyOrder?: readonly string[]; children: ReactNode };

// The banner above the list, and the list (its children) once the banner's check has answered: a
// banner arriving after the list would push the whole list down. The one observer of the check (a
// second one mounting on a failed check would ask again).
export function UninvoicedMonthsGate({ currencyOrder, children }: UninvoicedMonthsGateProps) {
  const uninvoiced = useUninvoicedMonths(UNINVOICED_MONTHS_BACK);
  // Its first answer only: a Retry after a failure leaves the list where it is.
  if (!uninvoiced.isFetched) return <InvoiceListSkeleton />;
  return (
    <>
      <UninvoicedMonthsBanner uninvoiced={uninvoiced} currencyOrder={currencyOrder} />
      {children}
    </>
  );
}
