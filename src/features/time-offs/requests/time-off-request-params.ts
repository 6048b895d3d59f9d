import {
  TIME_OFF_SORTS,
  TIME_OFF_STATUSES,
  TIME_OFF_TYPES,
  type TimeOffFilters,
  type TimeOffSort,
} from '@/api/time-offs/time-off.schemas';
import type { ListSort } from '@/lib/list-params';
import type { TimeOffQueryFilters } from '@/lib/time-off-list';

// The requests list's state as GET time-offs takes it (the list screen and the contract test share it).

const oneOf = <T extends string>(allowed: readonly T[], values: readonly string[] | undefined) =>
  values?.filter((value): value is T => (allowed as readonly string[]).includes(value));

// The link's filters as the API's types (a stale code in the link is left out).
export function timeOffApiFiltersOf(query: TimeOffQueryFilters): TimeOffFilters {
  const { statuses, types, ...rest } = query;
  return {
    ...rest,
    ...(statuses ? { statuses: oneOf(TIME_OFF_STATUSES, statuses) } : {}),
    ...(types ? { types: oneOf(TIME_OFF_TYPES, types) } : {}),
  };
}

export const timeOffApiSortOf = (sort: ListSort): TimeOffSort => ({
  id: TIME_OFF_SORTS.find((column) => column === sort.id) ?? 'start_date',
  desc: sort.desc,
});
