import type { ListSortOf } from '@/api/list-query';
import {
  timeOffBalanceListQuery,
  type TimeOffBalanceListFilters,
  type TimeOffBalanceSortKey,
} from '@/api/time-offs/time-off-balance-list.query';
import type { ListDefaults, ListSort } from '@/lib/list-params';
import {
  BALANCE_LIST_DEFAULTS,
  type BalanceListFilters,
} from '@/features/time-offs/balances/balance-list-url';

// The Balances tab's link as GET time-offs/balances takes it (the tab and the contract test share it):
// the sort keys are the API's, the filters its types.

export const BALANCE_SCREEN_DEFAULTS: ListDefaults<BalanceListFilters> = {
  ...BALANCE_LIST_DEFAULTS,
  sortable: timeOffBalanceListQuery.sorts,
};

// Only what is set, the search trimmed.
export function balanceApiFiltersOf(filters: BalanceListFilters): TimeOffBalanceListFilters {
  return {
    search: filters.q.trim() || undefined,
    department_ids: filters.department !== null ? [filters.department] : undefined,
    date: filters.balanceOn ?? undefined,
    year: filters.year ?? undefined,
  };
}

// The link's sort as one of the API's keys (the codec keeps only those; the API's default otherwise).
export const balanceSortOf = (sort: ListSort): ListSortOf<TimeOffBalanceSortKey> | undefined => {
  const id = timeOffBalanceListQuery.sortKeyOf(sort.id);
  return id ? { id, desc: sort.desc } : undefined;
};
