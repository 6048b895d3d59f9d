import { renderHook, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { paginatedOf } from '@/api/common.schemas';
import { http } from '@/api/http';
import { defineListQuery } from '@/api/list-query';
import { useSavedFilters } from '@/api/saved-filters/saved-filter.queries';
import { setFault } from '@/mocks/scenarios';
import { setupMockApi, signIn } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { recordEachCase, sentTo } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

describe('the paginated query pattern', () => {
  it('reads Laravel’s paginator under data', () => {
    const page = { data: [{ id: 1 }], current_page: 1, last_page: 4, per_page: 25, total: 80 };
    expect(paginatedOf(z.object({ id: z.number() })).parse({ data: page })).toEqual({ data: page });
  });

  it('asks for a page, its size and the sort as -column', () => {
    const { params } = defineListQuery({ sorts: ['issue_date'], filters: {} });
    expect(params({}, { page: 2, perPage: 50, sort: { id: 'issue_date', desc: true } })).toEqual({
      page: 2,
      per_page: 50,
      sort: '-issue_date',
    });
    expect(params({}, { page: 1, perPage: 25 })).toEqual({ page: 1, per_page: 25 });
  });

  it('a list that cannot be asked yet sends nothing', async () => {
    await signIn('admin@acme.test');
    const { wrapper } = queryWrapper();
    const { result, rerender } = renderHook(({ enabled }) => useSavedFilters(1, { enabled }), {
      wrapper,
      initialProps: { enabled: false },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sentTo(sent, 'saved-filters')).toHaveLength(0);
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(sentTo(sent, 'saved-filters')).toHaveLength(1);
  });

  it('a page left before it arrives cancels its request', async () => {
    await signIn('admin@acme.test');
    setFault({ method: 'GET', path: 'saved-filters', delay: 5000 });
    const send = vi.spyOn(http, 'request');
    const { wrapper } = queryWrapper();
    const { unmount } = renderHook(() => useSavedFilters(1), { wrapper });
    await waitFor(() => expect(send).toHaveBeenCalled());
    const signal = send.mock.lastCall?.[0].signal as AbortSignal;
    expect(signal.aborted).toBe(false);
    unmount();
    expect(signal.aborted).toBe(true);
  });
});
