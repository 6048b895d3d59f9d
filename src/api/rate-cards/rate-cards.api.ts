import { fromCents, toCents } from '@/lib/cents';
import { request } from '../http';
import {
  rateCardListSchema,
  type RateCard,
  type RateCardEntry,
  type RateCardSave,
} from './rate-card.schemas';

const toRateCard = ({ hourly_rate, ...rest }: RateCardEntry): RateCard => ({
  ...rest,
  hourly_rate_cents: toCents(hourly_rate),
});

// GET rate-cards: every cell of every currency's card.
export async function fetchRateCards(signal?: AbortSignal): Promise<RateCard[]> {
  const body = await request(rateCardListSchema, { method: 'GET', url: 'rate-cards', signal });
  return body.data.map(toRateCard);
}

// PUT rate-cards { currency, rate_cards }: replaces the whole card of that currency (cells left out have
// no rate afterwards; the other currencies' cards stay). A 422 names rate_cards.N.<field>, N the place
// in `cells`. Answers every currency's cells, as GET does.
export async function saveRateCard({ currency, valid_from, cells }: RateCardSave): Promise<RateCard[]> {
  const body = await request(rateCardListSchema, {
    method: 'PUT',
    url: 'rate-cards',
    data: {
      currency,
      rate_cards: cells.map((cell) => ({
        position_id: cell.position_id,
        seniority_id: cell.seniority_id,
        currency,
        hourly_rate: fromCents(cell.hourly_rate_cents),
        valid_from,
      })),
    },
  });
  return body.data.map(toRateCard);
}
