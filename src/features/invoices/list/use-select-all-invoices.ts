import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '@/api/api-error';
import type { InvoiceFilterOptions } from '@/api/invoices/invoice-list.query';
import type { InvoiceSelection } from '@/api/invoices/invoices.api';
import { selectAllInvoicesQuery } from '@/api/invoices/invoice.queries';

const SELECT_ALL_FAILED = 'The matching invoices could not be selected. Try again.';

// "Select all N matching": asks the server for every id (and type and totals) the filters match. A
// refusal (422 above the cap) or a failure is said while the filters it was for stay.
export function useSelectAllInvoices(filters: InvoiceFilterOptions) {
  const queryClient = useQueryClient();
  const [allMatching, setAllMatching] = useState<InvoiceSelection | null>(null);
  const [refusal, setRefusal] = useState<{ filters: InvoiceFilterOptions; message: string } | null>(null);

  const selectAllMatching = useCallback(async () => {
    setRefusal(null);
    try {
      const answer = await queryClient.fetchQuery(selectAllInvoicesQuery(filters));
      setAllMatching(answer);
      return answer.ids.map(String);
    } catch (error) {
      const refused = isApiError(error) && error.status === 422;
      setRefusal({ filters, message: refused ? error.message : SELECT_ALL_FAILED });
      throw error;
    }
  }, [queryClient, filters]);

  return {
    // The last answer: the ids, their types and totals.
    allMatching,
    selectAllMatching,
    refusal: refusal?.filters === filters ? refusal.message : null,
    dismissRefusal: () => setRefusal(null),
  };
}
