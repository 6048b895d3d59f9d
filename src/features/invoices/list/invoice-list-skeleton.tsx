import { LoadingState } from '@/components/feedback/loading-state';

// The quick views, figures, filters and table's place while the list waits to be shown.
export function InvoiceListSkeleton() {
  return <LoadingState rows={10} label="Loading the invoices" />;
}
