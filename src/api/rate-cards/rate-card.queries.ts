import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { rateCardKeys } from './rate-card.keys';
import type { RateCard } from './rate-card.schemas';
import { fetchRateCards } from './rate-cards.api';

// The screen shows a failure itself, with Retry.
export const rateCardsQuery = () =>
  queryOptions({
    queryKey: rateCardKeys.list(),
    queryFn: ({ signal }) => fetchRateCards(signal),
    meta: { errorContext: 'page' },
  });

export function useRateCards(options?: QueryHookOptions<RateCard[]>) {
  return useQuery(withQueryOptions(rateCardsQuery(), options));
}
