import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { paginatedQueryOptions } from '../paginated-query';
import {
  fetchTimeOffBalances,
  fetchTimeOffLedger,
  type BalanceListParams,
  type LedgerParams,
} from './time-off-balances.api';
import { timeOffKeys } from './time-off.keys';
import type { Balance, BalancePage, LedgerEntry } from './time-off.schemas';

// The Balances tab: a page of people.
export const timeOffBalancesQuery = (params: BalanceListParams, enabled = true) =>
  paginatedQueryOptions(
    timeOffKeys.balanceList(params),
    enabled ? (signal) => fetchTimeOffBalances(params, signal) : null,
  );

export function useTimeOffBalances(params: BalanceListParams, options?: QueryHookOptions<BalancePage>) {
  return useQuery(withQueryOptions(timeOffBalancesQuery(params, options?.enabled !== false), options));
}

// One person's balance today (the strip): the balances call filtered to them, the other leave counted
// in `year` (the API's current year when null); null when the API does not list them.
export const myTimeOffBalanceQuery = (userId: number | null, year: number | null = null) =>
  queryOptions({
    queryKey: timeOffKeys.userBalance(userId ?? 0, year),
    queryFn: async ({ signal }): Promise<Balance | null> => {
      const filters = { user_ids: [userId ?? 0], ...(year === null ? {} : { year }) };
      const page = await fetchTimeOffBalances({ filters, page: 1 }, signal);
      return page.data.find((row) => row.user.id === userId) ?? null;
    },
    enabled: userId !== null,
    meta: { errorContext: 'page' },
  });

export function useMyTimeOffBalance(
  { userId, year = null }: { userId: number | null; year?: number | null },
  options?: QueryHookOptions<Balance | null>,
) {
  return useQuery(withQueryOptions(myTimeOffBalanceQuery(userId, year), options, userId !== null));
}

// A person's ledger (the balances drawer), oldest entry first.
export const timeOffLedgerQuery = (userId: number | null, params: LedgerParams = {}) =>
  queryOptions({
    queryKey: timeOffKeys.ledger(userId ?? 0, params),
    queryFn: ({ signal }) => fetchTimeOffLedger(userId ?? 0, params, signal),
    enabled: userId !== null,
    meta: { errorContext: 'page' },
  });

export function useTimeOffLedger(
  userId: number | null,
  params: LedgerParams = {},
  options?: QueryHookOptions<LedgerEntry[]>,
) {
  return useQuery(withQueryOptions(timeOffLedgerQuery(userId, params), options, userId !== null));
}
