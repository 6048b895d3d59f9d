import type { ProjectFilters } from '@/api/internal-projects/internal-projects.api';
import type { PROJECT_LIST_DEFAULTS } from '@/lib/project-list';

// The projects list's filters as GET internal-projects and info/internal-projects take them (the list
// screen and the contract test share it).
export function projectApiFiltersOf(filters: (typeof PROJECT_LIST_DEFAULTS)['filters']): ProjectFilters {
  return {
    statuses: filters.statuses,
    search: filters.search,
    client: filters.client,
    projectManagerIds: filters.projectManagerIds,
    currency: filters.currency,
  };
}
