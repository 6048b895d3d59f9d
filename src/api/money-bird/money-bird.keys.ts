import { sessionScope } from '../session';

export const moneyBirdKeys = {
  all: () => [...sessionScope(), 'money-bird'] as const,
  credentials: () => [...moneyBirdKeys.all(), 'credentials'] as const,
  // What MoneyBird holds (it changes when the administration does).
  administration: () => [...moneyBirdKeys.all(), 'administration'] as const,
  taxRates: () => [...moneyBirdKeys.administration(), 'tax-rates'] as const,
  contactSearches: () => [...moneyBirdKeys.administration(), 'contacts'] as const,
  contactSearch: (query: string) => [...moneyBirdKeys.contactSearches(), query] as const,
  mappings: () => [...moneyBirdKeys.all(), 'mappings'] as const,
  companyMapping: () => [...moneyBirdKeys.mappings(), 'company'] as const,
  projectMapping: (projectId: number) => [...moneyBirdKeys.mappings(), 'project', projectId] as const,
};
