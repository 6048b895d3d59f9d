import { sessionScope } from '../session';

export const locationKeys = {
  all: () => [...sessionScope(), 'locations'] as const,
  searches: () => [...locationKeys.all(), 'search'] as const,
  search: (text: string) => [...locationKeys.searches(), text] as const,
};
