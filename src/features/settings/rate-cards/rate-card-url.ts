import type { UrlStateCodec } from '@/components/url/use-url-state';
import { settingsTabHref } from '../settings-tabs';

// The card of the currency in the link (/settings?tab=rate-cards&currency=USD); without one, or with one
// the organisation does not have, its own currency's card, else the first.
export const rateCardUrl: UrlStateCodec<string | null> = {
  read: ({ currency }) => (typeof currency === 'string' ? currency : null),
  write: (currency) => ({ currency: currency ?? undefined }),
};

export const rateCardHref = (currency: string) =>
  `${settingsTabHref('rate-cards')}&currency=${encodeURIComponent(currency)}`;

export function chosenCurrency(
  asked: string | null,
  currencies: readonly string[],
  own: string | undefined,
): string | undefined {
  if (asked !== null && currencies.includes(asked)) return asked;
  return own !== undefined && currencies.includes(own) ? own : currencies[0];
}
