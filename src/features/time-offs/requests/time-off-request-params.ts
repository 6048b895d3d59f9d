import type { ListSortOf } from '@/api/list-query';
import {
  timeOffListQuery,
  type TimeOffListQueryFilters,
  type TimeOffSortKey,
} from '@/api/time-offs/time-off-list.query';
import type { ListDefaults, ListSort } from '@/lib/list-params';
import { isOneOf } from '@/lib/one-of';
import { TIME_OFF_STATUSES, TIME_OFF_TYPES } from '@/lib/time-off-labels';
import {
  TIME_OFF_LIST_DEFAULTS,
  type ResolvedTimeOffQueue,
  type TimeOffListFilters,
} from '@/features/time-offs/requests/request-list-url';

// The requests list's link as GET time-offs takes it (the list screen and the contract test share it):
// the sort keys are the API's, the filters its types.

export const TIME_OFF_SCREEN_DEFAULTS: ListDefaults<TimeOffListFilters> = {
  ...TIME_OFF_LIST_DEFAULTS,
  sortable: timeOffListQuery.sorts,
};

const some = <T>(values: readonly T[]): T[] | undefined => (values.length > 0 ? [...values] : undefined);

// Only what is set; a code the API does not take (a hand-edited link) is left out.
export function timeOffApiFiltersOf(
  filters: TimeOffListFilters,
  queue: ResolvedTimeOffQueue,
): TimeOffListQueryFilters {
  return {
    statuses: some(filters.status.filter(isOneOf(TIME_OFF_STATUSES))),
    types: some(filters.type.filter(isOneOf(TIME_OFF_TYPES))),
    user_ids: some(filters.person),
    department_ids: some(filters.department),
    project_manager_ids: some(filters.pm),
    // Overlap: a request counts when any of its days falls between from and to.
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    awaiting_me: queue === 'waiting' || undefined,
    search: filters.q.trim() || undefined,
  };
}

// The link's sort as one of the API's keys (the codec keeps only those; the API's default otherwise).
export const timeOffSortOf = (sort: ListSort): ListSortOf<TimeOffSortKey> | undefined => {
  const id = timeOffListQuery.sortKeyOf(sort.id);
  return id ? { id, desc: sort.desc } : undefined;
};
