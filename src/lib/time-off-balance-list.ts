import * as z from 'zod/mini';
import { listParam, type ListDefaults } from './list-params';

// The Balances tab as it lives in the URL (/time-offs?view=balances&department=2&q=ana&balance_on=
// 2026-06-30&sort=available:asc): the filters the balances call takes, so a link reloads the same page.

const day = () => z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const balanceListSchema = z.object({
  q: listParam.text(),
  department: listParam.id(),
  // The day the balances are read at (a forecast when later than today); none: today.
  balanceOn: day(),
});
export type BalanceListFilters = z.output<typeof balanceListSchema>;

// Sortable columns: the balances call's sort keys (**proposed**).
export const BALANCE_LIST_SORTS = ['user', 'available', 'taken'] as const;

export const BALANCE_LIST_DEFAULTS: ListDefaults<BalanceListFilters> = {
  filters: { q: '', department: null, balanceOn: null },
  sort: { id: 'user', desc: false },
  sortable: BALANCE_LIST_SORTS,
};

// The filters as GET time-offs/balances takes them: only what is set.
export function balanceQueryFilters(filters: BalanceListFilters): {
  search?: string;
  department_ids?: number[];
  date?: string;
} {
  return {
    ...(filters.q.trim() ? { search: filters.q.trim() } : {}),
    ...(filters.department !== null ? { department_ids: [filters.department] } : {}),
    ...(filters.balanceOn !== null ? { date: filters.balanceOn } : {}),
  };
}
