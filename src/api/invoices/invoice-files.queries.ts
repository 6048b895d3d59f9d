import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { generateInvoicePdf } from './invoice-files.api';
import { invoiceFileKeys } from './invoice-files.keys';

// One invoice's PDF as bytes for the drawer's preview, in the language asked. The drawer shows a
// failure itself, with Retry.
export const invoicePdfQuery = (id: number, language: string) =>
  queryOptions({
    queryKey: invoiceFileKeys.pdf(id, language),
    queryFn: async () => (await generateInvoicePdf([id], language)).blob.arrayBuffer(),
    meta: { errorContext: 'page' },
    staleTime: 60_000,
  });

export function useInvoicePdf(id: number, language: string, options?: QueryHookOptions<ArrayBuffer>) {
  return useQuery(withQueryOptions(invoicePdfQuery(id, language), options));
}
