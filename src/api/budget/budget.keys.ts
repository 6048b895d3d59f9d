import { sessionScope } from '../session';

export const budgetKeys = {
  all: () => [...sessionScope(), 'budget'] as const,
  year: (year: number) => [...budgetKeys.all(), year] as const,
  // versionId null: the year's latest version.
  detail: (year: number, versionId: number | null) => [...budgetKeys.year(year), versionId] as const,
};
