import { request } from '../http';
import type { ListSortOf } from '../list-query';
import {
  balancePageSchema,
  ledgerEntryResponseSchema,
  ledgerSchema,
  type BalancePage,
  type LedgerAdjustment,
  type LedgerEntry,
  type TimeOffType,
} from './time-off.schemas';
import {
  BALANCES_PER_PAGE,
  timeOffBalanceListQuery,
  type TimeOffBalanceListFilters,
  type TimeOffBalanceSortKey,
} from './time-off-balance-list.query';

// Balances and the ledger that explains them (planning.md §1.4); proposed like every time-off call.

export type BalanceListParams = {
  filters: TimeOffBalanceListFilters;
  page: number;
  perPage?: number;
  sort?: ListSortOf<TimeOffBalanceSortKey>;
};

// GET time-offs/balances: a page of people with their balances at `date` (today when left out).
export async function fetchTimeOffBalances(
  { filters, page, perPage = BALANCES_PER_PAGE, sort }: BalanceListParams,
  signal?: AbortSignal,
): Promise<BalancePage> {
  const body = await request(balancePageSchema, {
    method: 'GET',
    url: 'time-offs/balances',
    params: timeOffBalanceListQuery.params(filters, { page, perPage, sort }),
    signal,
  });
  return body.data;
}

export type LedgerParams = { type?: TimeOffType; from?: string; to?: string };

// GET time-offs/ledger/{userId}: every entry of a person's ledger, oldest first.
export async function fetchTimeOffLedger(
  userId: number,
  { type, from, to }: LedgerParams = {},
  signal?: AbortSignal,
): Promise<LedgerEntry[]> {
  const body = await request(ledgerSchema, {
    method: 'GET',
    url: `time-offs/ledger/${userId}`,
    params: { ...(type ? { type } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) },
    signal,
  });
  return body.data;
}

export type LedgerAdjustmentRequest = { userId: number; adjustment: LedgerAdjustment };

// POST time-offs/ledger/{userId}: a manager's correction (signed days, a note required); 201.
export async function adjustTimeOffBalance({
  userId,
  adjustment,
}: LedgerAdjustmentRequest): Promise<LedgerEntry> {
  const body = await request(ledgerEntryResponseSchema, {
    method: 'POST',
    url: `time-offs/ledger/${userId}`,
    data: adjustment,
  });
  return body.data;
}
