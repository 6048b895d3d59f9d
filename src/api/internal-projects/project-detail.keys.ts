import { sessionScope } from '../session';

// One project's page. Under the same 'internal-projects' root as the list's keys, so invalidating the
// root reaches both (the two key files are to become one).
export const projectDetailKeys = {
  all: () => [...sessionScope(), 'internal-projects'] as const,
  details: () => [...projectDetailKeys.all(), 'detail'] as const,
  detail: (id: number) => [...projectDetailKeys.details(), id] as const,
  old: (id: number, inProjectCurrency: boolean) =>
    [...projectDetailKeys.all(), 'old', id, inProjectCurrency] as const,
};
