import { useMemo } from 'react';
import { orderCurrencies } from '@/lib/currency';
import { defineReferenceList } from '../reference-data';
import { applicationConfigResponseSchema } from './application-config.schemas';

export const applicationConfigsList = defineReferenceList({
  name: 'application-configs',
  url: 'application-configs',
  schema: applicationConfigResponseSchema,
  select: (body) => body.data,
  needsToken: true,
});

export const useApplicationConfigs = applicationConfigsList.useList;

// The currencies the tenant works in, in its all_currencies order.
export function useCurrencies() {
  const { data } = useApplicationConfigs();
  return useMemo(
    () => ({
      currency: data?.currency.currency,
      currencies: data ? orderCurrencies(data.currency.all_currencies, data.currency.all_currencies) : [],
    }),
    [data],
  );
}
