import { request } from '../http';
import { pageParams } from '../paginated-query';
import {
  balancePageSchema,
  ledgerEntryResponseSchema,
  ledgerSchema,
  type BalanceFilters,
  type BalancePage,
  type LedgerAdjustment,
  type LedgerEntry,
  type TimeOffType,
} from './time-off.schemas';
import { timeOffFilterParams } from './time-offs.api';

// Balances and the ledger that explains them (planning.md §1.4); proposed like every time-off call.

export const BALANCES_PER_PAGE = 25;

// sort (**proposed**): user (the default), available or taken; desc as `-available`.
export type BalanceListParams = {
  filters: BalanceFilters;
  page: number;
  perPage?: number;
  sort?: { id: string; desc: boolean };
};

// GET time-offs/balances: a page of people with their balances at `date` (today when left out).
export async function fetchTimeOffBalances(
  { filters, page, perPage = BALANCES_PER_PAGE, sort }: BalanceListParams,
  signal?: AbortSignal,
): Promise<BalancePage> {
  const body = await request(balancePageSchema, {
    method: 'GET',
    url: 'time-offs/balances',
    params: { ...timeOffFilterParams(filters), ...pageParams({ page, perPage, sort }) },
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
    params: { ...(type ? { type } : {}), ...timeOffFilterParams({ from, to }) },
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
