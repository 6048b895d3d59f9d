import { act, renderHook, waitFor } from '@testing-library/react';
import { useActivateUsers, useArchiveUsers, useDeleteUsers } from '@/api/users/user-bulk.mutations';
import { useEmployees } from '@/api/users/user-list.queries';
import { userKeys } from '@/api/users/user.keys';
import { setupMockApi, signIn } from '../support/mock-api';
import { queryWrapper } from './support/query-wrapper';
import { lastSent, recordEachCase } from '../support/sent-requests';

setupMockApi();
const sent = recordEachCase();

function renderBulk() {
  const { wrapper, effects, queryClient } = queryWrapper();
  const hook = renderHook(
    () => ({
      list: useEmployees('active'),
      archive: useArchiveUsers(),
      activate: useActivateUsers(),
      remove: useDeleteUsers(),
    }),
    { wrapper },
  );
  return { ...hook, effects, queryClient };
}

const ids = (rows: { id: number }[] | undefined) => rows?.map((row) => row.id) ?? [];

describe('bulk user actions', () => {
  it('archive: POST user-archive { ids }; the lists are fresh before the caller hears of success', async () => {
    await signIn('admin@acme.test');
    const { result, queryClient } = renderBulk();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const target = ids(result.current.list.data).slice(3, 5);
    let listAtSuccess: number[] = [];
    let message = '';
    await act(async () => {
      await new Promise<void>((resolve) =>
        result.current.archive.mutate(target, {
          onSuccess: (body) => {
            message = body.message;
            listAtSuccess = ids(queryClient.getQueryData<{ id: number }[]>(userKeys.employees('active')));
            resolve();
          },
        }),
      );
    });
    expect(await lastSent(sent, 'user-archive', 'POST').json()).toEqual({ ids: target });
    expect(message).toBe('2 users have been archived.');
    expect(listAtSuccess.length).toBeGreaterThan(0);
    expect(listAtSuccess).not.toContain(target[0]);
    expect(listAtSuccess).not.toContain(target[1]);
  });

  it('activate: POST user-activate { ids }', async () => {
    await signIn('admin@acme.test');
    const { result } = renderBulk();
    await act(() => result.current.activate.mutateAsync([4]));
    expect(lastSent(sent, 'user-activate', 'POST')).toBeTruthy();
    expect(await lastSent(sent, 'user-activate').json()).toEqual({ ids: [4] });
  });

  it('delete: DELETE user with the ids in the body', async () => {
    await signIn('admin@acme.test');
    const { result } = renderBulk();
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const body = await act(() => result.current.remove.mutateAsync([7, 8]));
    expect(body).toEqual({ message: '2 users have been deleted.' });
    const request = lastSent(sent, 'user', 'DELETE');
    expect(request.contentType).toContain('application/json');
    expect(await request.json()).toEqual({ ids: [7, 8] });
    await waitFor(() => expect(ids(result.current.list.data)).not.toContain(7));
  });

  it('a refusal (403) reaches the caller as an ApiError, and the app goes to /404 (SPEC §8)', async () => {
    await signIn('sale@acme.test');
    const { result, effects } = renderBulk();
    await act(async () => {
      await expect(result.current.archive.mutateAsync([4])).rejects.toMatchObject({ status: 403 });
    });
    expect(effects.navigate).toHaveBeenCalledWith('/404');
    expect(effects.notify).not.toHaveBeenCalled();
  });
});
