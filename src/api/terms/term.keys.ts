import { sessionScope } from '../session';
import type { TermScope } from './terms.api';

export const termKeys = {
  all: () => [...sessionScope(), 'terms'] as const,
  lists: () => [...termKeys.all(), 'list'] as const,
  project: (projectId: number) => [...termKeys.lists(), { projectId }] as const,
  list: (projectId: number, scope: TermScope) => [...termKeys.project(projectId), scope] as const,
};
