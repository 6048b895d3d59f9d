import { queryWith } from '@/components/url/use-url-state';
import { integrationsUrl, MONEY_BIRD_HREF } from '@/features/settings/integrations/integrations-url';

const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://localhost').searchParams);

describe('the Integrations tab in the URL', () => {
  it("reads MoneyBird's set-up page and a provider's return from the link", () => {
    expect(integrationsUrl.read(queryOf(MONEY_BIRD_HREF))).toEqual({
      provider: 'moneybird',
      connected: null,
    });
    expect(integrationsUrl.read({ tab: 'integrations', connected: 'google' })).toEqual({
      provider: null,
      connected: 'google',
    });
  });

  it('an unknown provider or return reads as none', () => {
    expect(integrationsUrl.read({ provider: 'exact', connected: 'github' })).toEqual({
      provider: null,
      connected: null,
    });
  });

  it('taking the return off keeps the tab and the provider', () => {
    const query = { tab: 'integrations', provider: 'moneybird', connected: 'slack' };
    expect(
      queryWith(query, integrationsUrl.write({ ...integrationsUrl.read(query), connected: null })),
    ).toEqual({ tab: 'integrations', provider: 'moneybird' });
  });
});
