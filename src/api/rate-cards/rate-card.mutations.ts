import { useQueryClient } from '@tanstack/react-query';
import { useMutationWithOptions, type MutationHookOptions } from '../hook-options';
import { rateCardKeys } from './rate-card.keys';
import type { RateCard, RateCardSave } from './rate-card.schemas';
import { saveRateCard } from './rate-cards.api';

// The answer is every card as stored: it replaces the cached list, so nothing is refetched.
// 422 (rate_cards.N.hourly_rate and the like) goes to the grid's cells.
export function useSaveRateCard(options?: MutationHookOptions<RateCard[], RateCardSave>) {
  const queryClient = useQueryClient();
  return useMutationWithOptions(
    {
      mutationFn: saveRateCard,
      onSuccess: (cards) => void queryClient.setQueryData(rateCardKeys.list(), cards),
      meta: { errorContext: 'form' },
    },
    options,
  );
}
