// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { invoiceCreateKeys } from '@/api/invoices/invoice-create.keys';
import { timeOffCalendarKeys } from '@/api/time-offs/time-off-calendar.keys';
import { timeOffKeys } from '@/api/time-offs/time-off.keys';
import { useChangeTimeOffStatus, useWithdrawTimeOff } from '@/api/time-offs/time-off.mutations';
import { useTimeOffs } from '@/api/time-offs/time-off.queries';
import { useAdjustTimeOffBalance } from '@/api/time-offs/time-off-balances.mutations';
import { getTenantDb } from '@/mocks/db';
import { setupMockApi, signIn } from '../support/mock-api';
import { lastSent, recordEachCase } from '../support/sent-requests';
import { queryWrapper } from './support/query-wrapper';

setupMockApi();
const sent = recordEachCase();

// Every key a time-off change must refresh: the lists, the badges, the balances, a ledger, the calendar
// and the invoice calculations (which read approved leave).
const watchedKeys = () => [
  timeOffKeys.list({ filters: {}, page: 1, perPage: 25 }),
  timeOffKeys.counts(),
  timeOffKeys.balanceList({ filters: {}, page: 1 }),
  timeOffKeys.userBalance(3),
  timeOffKeys.ledger(3, {}),
  timeOffCalendarKeys.page({ from: '2025-05-01', to: '2025-05-31', filters: {}, page: 1 }),
  invoiceCreateKeys.calculation(1, 'hours', { from: '2025-05-01', to: '2025-05-31' }),
];

async function pendingForSale() {
  const db = await getTenantDb('acme');
  const sale = db.users.findFirst((q) => q.where({ email: 'sale@acme.test' }))!;
  return db.timeOffs
    .all()
    .find((row) => row.status === 'pending' && row.approvals[0]?.reviewer_id === sale.id)!;
}

describe('time-off hooks', () => {
  it('useTimeOffs sends the filters as key[], awaiting_me as 1, the page and the sort', async () => {
    await signIn('admin@acme.test');
    const { wrapper } = queryWrapper();
    const params = {
      filters: {
        statuses: ['pending' as const],
        types: ['vacation' as const, 'sick_leave' as const],
        awaiting_me: true,
      },
      page: 2,
      perPage: 10,
      sort: { id: 'user' as const, desc: false },
    };
    const { result } = renderHook(() => useTimeOffs(params), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const { query } = lastSent(sent, 'time-offs', 'GET');
    expect(query.getAll('statuses[]')).toEqual(['pending']);
    expect(query.getAll('types[]')).toEqual(['vacation', 'sick_leave']);
    expect([query.get('awaiting_me'), query.get('page'), query.get('per_page'), query.get('sort')]).toEqual([
      '1',
      '2',
      '10',
      'user',
    ]);
  });

  it('deciding a request sets its detail and refreshes every time-off key and the invoice calculations', async () => {
    await signIn('sale@acme.test');
    const row = await pendingForSale();
    const { wrapper, queryClient } = queryWrapper();
    for (const key of watchedKeys()) queryClient.setQueryData(key, { stale: false });
    const { result } = renderHook(() => useChangeTimeOffStatus(), { wrapper });
    const decided = await act(() =>
      result.current.mutateAsync({ id: row.id, change: { status: 'approved', comment: null } }),
    );
    expect(await lastSent(sent, `time-offs/${row.id}/status`, 'PATCH').json()).toEqual({
      status: 'approved',
      comment: null,
    });
    expect(queryClient.getQueryData(timeOffKeys.detail(row.id))).toEqual(decided);
    for (const key of watchedKeys()) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('withdrawing drops the detail and refreshes the rest', async () => {
    await signIn('employee@acme.test');
    const row = await pendingForSale();
    const { wrapper, queryClient } = queryWrapper();
    queryClient.setQueryData(timeOffKeys.detail(row.id), { stale: false });
    for (const key of watchedKeys()) queryClient.setQueryData(key, { stale: false });
    const { result } = renderHook(() => useWithdrawTimeOff(), { wrapper });
    await act(() => result.current.mutateAsync(row.id));
    expect(queryClient.getQueryData(timeOffKeys.detail(row.id))).toBeUndefined();
    for (const key of watchedKeys()) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it('an adjustment refreshes the balances and the ledger', async () => {
    await signIn('admin@acme.test');
    const { wrapper, queryClient } = queryWrapper();
    for (const key of watchedKeys()) queryClient.setQueryData(key, { stale: false });
    const { result } = renderHook(() => useAdjustTimeOffBalance(), { wrapper });
    const entry = await act(() =>
      result.current.mutateAsync({
        userId: 3,
        adjustment: { type: 'vacation', days: -1, date: '2025-05-15', note: 'Fix' },
      }),
    );
    expect(entry).toMatchObject({ kind: 'adjustment', days: -1, note: 'Fix' });
    expect(queryClient.getQueryState(timeOffKeys.ledger(3, {}))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(timeOffKeys.userBalance(3))?.isInvalidated).toBe(true);
  });
});
