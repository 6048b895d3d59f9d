import { queryOptions, useQuery } from '@tanstack/react-query';
import { isDateRangeInOrder } from '@/lib/date-range';
import { isValidDateText } from '@/lib/validation';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { calculateInvoice, type InvoiceCalculationType } from './invoice-create.api';
import { invoiceCreateKeys, type CalculationPeriod } from './invoice-create.keys';
import type { InvoiceCalculation } from './invoice.schemas';

export type InvoiceCalculationVariables = {
  projectId: number;
  type: InvoiceCalculationType;
  period: CalculationPeriod;
};

// A preview is a POST that changes nothing: a query, keyed by project, type and period. The dialog
// shows a failure itself, with Retry.
export const invoiceCalculationQuery = ({ projectId, type, period }: InvoiceCalculationVariables) =>
  queryOptions({
    queryKey: invoiceCreateKeys.calculation(projectId, type, period),
    queryFn: ({ signal }) => calculateInvoice(projectId, type, period, signal),
    meta: { errorContext: 'check' },
  });

// Asks only once a project and a whole, ordered period are chosen.
export const isCalculable = ({ projectId, period }: InvoiceCalculationVariables): boolean =>
  projectId > 0 &&
  isValidDateText(period.from) &&
  isValidDateText(period.to) &&
  isDateRangeInOrder(period.from, period.to);

export function useInvoiceCalculation(
  variables: InvoiceCalculationVariables,
  options?: QueryHookOptions<InvoiceCalculation>,
) {
  return useQuery(withQueryOptions(invoiceCalculationQuery(variables), options, isCalculable(variables)));
}
