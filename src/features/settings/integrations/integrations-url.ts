import type { OAuthIntegration } from '@/api/integrations/integration.schemas';
import type { UrlStateCodec } from '@/components/url/use-url-state';

// The Integrations tab's link: ?provider=moneybird opens MoneyBird's set-up page in place of the cards;
// ?connected=google is a provider sending the browser back once connected (said once, then taken off).
export type IntegrationsAddress = { provider: 'moneybird' | null; connected: OAuthIntegration | null };

export const INTEGRATIONS_HREF = '/settings?tab=integrations';
export const MONEY_BIRD_HREF = '/settings?tab=integrations&provider=moneybird';

const returnedFrom = (value: unknown): OAuthIntegration | null =>
  value === 'google' || value === 'slack' ? value : null;

export const integrationsUrl: UrlStateCodec<IntegrationsAddress> = {
  read: (query) => ({
    provider: query.provider === 'moneybird' ? 'moneybird' : null,
    connected: returnedFrom(query.connected),
  }),
  write: ({ provider, connected }) => ({
    provider: provider ?? undefined,
    connected: connected ?? undefined,
  }),
};
