import { sessionScope } from '../session';

export const orgDataKeys = {
  all: () => [...sessionScope(), 'org-data'] as const,
  users: (list: string, id: number) => [...orgDataKeys.all(), list, id, 'users'] as const,
};
