import { queryWith } from '@/components/url/use-url-state';
import { chosenCurrency, rateCardHref, rateCardUrl } from '@/features/settings/rate-cards/rate-card-url';

const CURRENCIES = ['EUR', 'USD', 'GEL'];

describe('the rate card in the URL', () => {
  it("opens the card of the link's currency", () => {
    const asked = rateCardUrl.read({ tab: 'rate-cards', currency: 'USD' });
    expect(chosenCurrency(asked, CURRENCIES, 'EUR')).toBe('USD');
  });

  it('a currency the organisation does not have, or none, opens its own card, else the first', () => {
    expect(chosenCurrency(rateCardUrl.read({ currency: 'JPY' }), CURRENCIES, 'EUR')).toBe('EUR');
    expect(chosenCurrency(rateCardUrl.read({ currency: ['USD', 'GEL'] }), CURRENCIES, 'EUR')).toBe('EUR');
    expect(chosenCurrency(rateCardUrl.read({}), CURRENCIES, undefined)).toBe('EUR');
    expect(chosenCurrency(rateCardUrl.read({}), CURRENCIES, 'JPY')).toBe('EUR');
  });

  it("writes only the currency, the tab kept, as a currency tab's link does", () => {
    expect(queryWith({ tab: 'rate-cards', currency: 'EUR' }, rateCardUrl.write('USD'))).toEqual({
      tab: 'rate-cards',
      currency: 'USD',
    });
    expect(rateCardHref('USD')).toBe('/settings?tab=rate-cards&currency=USD');
  });
});
