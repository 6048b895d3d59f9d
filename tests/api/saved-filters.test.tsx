import { act, renderHook, waitFor } from '@testing-library/react';
import { useCreateSavedFilter, useDeleteSavedFilter } from '@/api/saved-filters/saved-filter.mutations';
import { useSavedFilters } from '@/api/saved-filters/saved-filter.queries';
import { setupMockApi, signIn } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { lastSent, recordEachCase } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

function renderSavedFilters(initialPage = 1) {
  const { wrapper, effects } = queryWrapper();
  const hook = renderHook(
    ({ page }: { page: number }) => ({
      list: useSavedFilters(page),
      create: useCreateSavedFilter(),
      remove: useDeleteSavedFilter(),
    }),
    { wrapper, initialProps: { page: initialPage } },
  );
  return { ...hook, effects };
}

describe('saved filters', () => {
  it('GET saved-filters?page= answers the user’s paginator; the previous page stays while the next loads', async () => {
    await signIn('admin@acme.test');
    const { result, rerender } = renderSavedFilters();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(Object.fromEntries(lastSent(sent, 'saved-filters', 'GET').query)).toEqual({ page: '1' });
    expect(result.current.list.data).toMatchObject({
      current_page: 1,
      last_page: 2,
      per_page: 10,
      total: 12,
    });
    expect(result.current.list.data?.data[0]).toEqual({
      id: 12,
      name: 'Search: Anna',
      filters: { q: 'anna' },
      created_at: expect.any(String),
    });
    rerender({ page: 2 });
    expect(result.current.list.data?.current_page).toBe(1);
    expect(result.current.list.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.list.data?.current_page).toBe(2));
  });

  it('create: POST saved-filters { name, filters } → the filter; the list refreshes', async () => {
    await signIn('sale@acme.test');
    const { result } = renderSavedFilters();
    await waitFor(() => expect(result.current.list.data?.total).toBe(0));
    const created = await act(() =>
      result.current.create.mutateAsync({ name: 'Engineers', filters: { department: '1', q: 'an' } }),
    );
    expect(await lastSent(sent, 'saved-filters', 'POST').json()).toEqual({
      name: 'Engineers',
      filters: { department: '1', q: 'an' },
    });
    expect(created).toMatchObject({ name: 'Engineers', filters: { department: '1', q: 'an' } });
    await waitFor(() => expect(result.current.list.data?.data.map((f) => f.id)).toEqual([created.id]));
  });

  it('a taken name is a 422 for the form (no toast)', async () => {
    await signIn('admin@acme.test');
    const { result, effects } = renderSavedFilters();
    await act(async () => {
      await expect(
        result.current.create.mutateAsync({ name: 'Designers', filters: { position: '4' } }),
      ).rejects.toMatchObject({ status: 422, fieldErrors: { name: ['The name has already been taken.'] } });
    });
    expect(effects.notify).not.toHaveBeenCalled();
  });

  it('delete: DELETE saved-filters/{id}; the list refreshes', async () => {
    await signIn('admin@acme.test');
    const { result } = renderSavedFilters();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    await act(() => result.current.remove.mutateAsync(12));
    expect(lastSent(sent, 'saved-filters/12', 'DELETE')).toBeTruthy();
    await waitFor(() => expect(result.current.list.data?.total).toBe(11));
  });
});
