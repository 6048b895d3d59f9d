import { sessionScope } from '../session';

export const rateCardKeys = {
  all: () => [...sessionScope(), 'rate-cards'] as const,
  list: () => [...rateCardKeys.all(), 'list'] as const,
};
