import { useQuery } from '@tanstack/react-query';
import { generateInvoicePdf } from '@/api/invoices/invoice-files.api';
import { invoiceCreateKeys } from '@/api/invoices/invoice-create.keys';

// One invoice's PDF as bytes for the preview, under the invoices' root key so a change to the invoice
// (which invalidates that root) draws it again. The drawer shows a failure itself, with Retry.
export function useInvoicePdf(id: number, language: string) {
  return useQuery({
    queryKey: [...invoiceCreateKeys.all(), 'pdf', id, language],
    queryFn: async () => (await generateInvoicePdf([id], language)).blob.arrayBuffer(),
    meta: { errorContext: 'inline' },
    staleTime: 60_000,
  });
}
