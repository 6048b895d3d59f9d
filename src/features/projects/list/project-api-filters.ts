import { PROJECT_STATUSES } from '@/api/internal-projects/internal-project.schemas';
import {
  projectListQuery,
  type ProjectFilters,
  type ProjectSortKey,
} from '@/api/internal-projects/internal-projects.query';
import type { ListSortOf } from '@/api/list-query';
import { CURRENCIES } from '@/lib/currency';
import type { ListDefaults, ListSort } from '@/lib/list-params';
import { isOneOf } from '@/lib/one-of';
import { PROJECT_LIST_DEFAULTS, type ProjectListFilters } from '@/features/projects/list/project-list-url';

// The projects screen's link as GET internal-projects and info/internal-projects take it (the list
// screen and the contract test share it): the sort keys are the API's, the filters its types.

export const PROJECT_SCREEN_DEFAULTS: ListDefaults<ProjectListFilters> = {
  ...PROJECT_LIST_DEFAULTS,
  sortable: projectListQuery.sorts,
};

const isStatus = isOneOf(PROJECT_STATUSES);
const isCurrency = isOneOf(CURRENCIES);

// A value the API does not take (a hand-edited link) is left out, as the codec drops what it cannot read.
export function projectApiFiltersOf(filters: ProjectListFilters): ProjectFilters {
  return {
    statuses: filters.statuses.filter(isStatus),
    search: filters.search.trim(),
    client: filters.client ?? undefined,
    project_manager_ids: [...filters.projectManagerIds],
    currency: isCurrency(filters.currency) ? filters.currency : undefined,
  };
}

// The link's sort as one of the API's keys (the codec keeps only those; the default otherwise).
export const projectSortOf = (sort: ListSort): ListSortOf<ProjectSortKey> | undefined => {
  const id = projectListQuery.sortKeyOf(sort.id);
  return id ? { id, desc: sort.desc } : undefined;
};
