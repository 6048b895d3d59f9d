import { act, renderHook, waitFor } from '@testing-library/react';
import { useCreateAvailabilityEntry } from '@/api/availability/availability-entry.mutations';
import { useAvailabilityEntries } from '@/api/availability/availability-entry.queries';
import { useEmployees } from '@/api/users/user-list.queries';
import { SAME_AS_PREVIOUS_MESSAGE } from '@/lib/availability';
import { setupMockApi, signIn } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { lastSent, recordEachCase, sentTo } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

// The seed's day is 2025-05-15: the demo employee's entries are Feb 14 (billable), Mar 16 (internal),
// May 1 (billable, current) and Jun 5 (billable, planned).
function renderAvailability(userId: number | null) {
  const { wrapper, effects } = queryWrapper();
  const hook = renderHook(
    ({ id }: { id: number | null }) => ({
      entries: useAvailabilityEntries(id),
      create: useCreateAvailabilityEntry(),
      list: useEmployees('active'),
    }),
    { wrapper, initialProps: { id: userId } },
  );
  return { ...hook, effects };
}

describe('availability entries', () => {
  it('GET employee-list-entries?user_id= → the person’s entries; nothing asked without a person', async () => {
    await signIn('admin@acme.test');
    const { result, rerender } = renderAvailability(null);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(sentTo(sent, 'employee-list-entries')).toHaveLength(0);
    rerender({ id: 3 });
    await waitFor(() => expect(result.current.entries.isSuccess).toBe(true));
    expect(Object.fromEntries(lastSent(sent, 'employee-list-entries', 'GET').query)).toEqual({
      user_id: '3',
    });
    expect(
      result.current.entries.data?.map((entry) => [entry.type, entry.date, entry.data.availability]),
    ).toEqual([
      ['billable', '2025-06-05', 'Unavailable'],
      ['billable', '2025-05-01', 'Partially available'],
      ['internal', '2025-03-16', 'Available'],
      ['billable', '2025-02-14', 'Available'],
    ]);
  });

  it('create: POST { user_id, type, date, data: { availability } }; entries and the list refresh', async () => {
    await signIn('admin@acme.test');
    const { result } = renderAvailability(3);
    await waitFor(() => expect(result.current.entries.isSuccess && result.current.list.isSuccess).toBe(true));
    const entry = await act(() =>
      result.current.create.mutateAsync({
        user_id: 3,
        type: 'internal',
        date: '2025-05-10',
        availability: 'Unavailable',
      }),
    );
    expect(await lastSent(sent, 'employee-list-entries', 'POST').json()).toEqual({
      user_id: 3,
      type: 'internal',
      date: '2025-05-10',
      data: { availability: 'Unavailable' },
    });
    expect(entry).toMatchObject({
      user_id: 3,
      type: 'internal',
      date: '2025-05-10',
      data: { availability: 'Unavailable' },
    });
    await waitFor(() => expect(result.current.entries.data).toHaveLength(5));
    await waitFor(() =>
      expect(result.current.list.data?.find((row) => row.id === 3)?.availability?.id).toBe(entry.id),
    );
  });

  it('a repeated value is a 422 on availability for the form', async () => {
    await signIn('admin@acme.test');
    const { result, effects } = renderAvailability(3);
    await act(async () => {
      await expect(
        result.current.create.mutateAsync({
          user_id: 3,
          type: 'billable',
          date: '2025-05-10',
          availability: 'Partially available',
        }),
      ).rejects.toMatchObject({ status: 422, fieldErrors: { availability: [SAME_AS_PREVIOUS_MESSAGE] } });
    });
    expect(effects.notify).not.toHaveBeenCalled();
  });
});
