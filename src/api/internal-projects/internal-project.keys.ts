import { sessionScope } from '../session';
import type { ProjectListParams } from './internal-projects.api';
import type { ProjectFilters } from './internal-projects.query';

// Every internal-projects query under one root, so a new tenant or impersonation never sees old data
// and a change can invalidate the lists, the counts and one project's views at once.
export const projectKeys = {
  all: () => [...sessionScope(), 'internal-projects'] as const,
  lists: () => [...projectKeys.all(), 'list'] as const,
  list: (params: ProjectListParams) => [...projectKeys.lists(), params] as const,
  // Counts and totals for the list's filters (GET info/internal-projects).
  infos: () => [...projectKeys.all(), 'info'] as const,
  info: (filters: ProjectFilters) => [...projectKeys.infos(), filters] as const,
  titles: () => [...projectKeys.all(), 'titles'] as const,
  clients: () => [...projectKeys.all(), 'clients'] as const,
  details: () => [...projectKeys.all(), 'detail'] as const,
  // One project and everything shown of it (its tabs key their queries under this).
  detail: (id: number) => [...projectKeys.details(), id] as const,
};
