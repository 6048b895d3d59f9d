import { sessionScope } from '../session';
import type { BalanceListParams, LedgerParams } from './time-off-balances.api';
import type { TimeOffListParams } from './time-offs.api';
import type { TimeOffPreviewInput } from './time-off.schemas';

// Every time-off query under one root, so any change (a request, a decision, an adjustment) refreshes
// the lists, the badges, the balances, the ledger and the calendar with one invalidation.
export const timeOffKeys = {
  all: () => [...sessionScope(), 'time-offs'] as const,
  lists: () => [...timeOffKeys.all(), 'list'] as const,
  list: (params: TimeOffListParams) => [...timeOffKeys.lists(), params] as const,
  counts: () => [...timeOffKeys.all(), 'counts'] as const,
  details: () => [...timeOffKeys.all(), 'detail'] as const,
  detail: (id: number) => [...timeOffKeys.details(), id] as const,
  previews: () => [...timeOffKeys.all(), 'preview'] as const,
  preview: (values: TimeOffPreviewInput) => [...timeOffKeys.previews(), values] as const,
  balances: () => [...timeOffKeys.all(), 'balances'] as const,
  balanceList: (params: BalanceListParams) => [...timeOffKeys.balances(), 'list', params] as const,
  userBalance: (userId: number, year: number | null = null) =>
    [...timeOffKeys.balances(), 'user', userId, year] as const,
  ledgers: () => [...timeOffKeys.all(), 'ledger'] as const,
  ledger: (userId: number, params: LedgerParams) => [...timeOffKeys.ledgers(), userId, params] as const,
  calendars: () => [...timeOffKeys.all(), 'calendar'] as const,
};
