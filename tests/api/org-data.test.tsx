// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { departmentsApi } from '@/api/departments/departments.api';
import { positionsMutations } from '@/api/positions/position.mutations';
import { positionsList } from '@/api/positions/positions.reference';
import { senioritiesApi } from '@/api/seniorities/seniorities.api';
import { senioritiesMutations } from '@/api/seniorities/seniority.mutations';
import { senioritiesList } from '@/api/seniorities/seniorities.reference';
import { skillsApi } from '@/api/skills/skills.api';
import { userKeys } from '@/api/users/user.keys';
import { setFault } from '@/mocks/scenarios';
import { setupMockApi, signIn } from '../support/mock-api';
import { recordRequests } from '../support/sent-requests';

setupMockApi();

function withClient() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('organisation data client calls against the mocked API', () => {
  it('create, rename, reorder and delete parse what the API answers', async () => {
    await signIn('admin@acme.test');
    const added = await skillsApi.create({ name: 'Go' });
    expect(added).toMatchObject({ name: 'Go', order: 16 });
    expect(await skillsApi.rename({ id: added.id, name: 'Golang' })).toMatchObject({ name: 'Golang' });
    expect(await skillsApi.reorder({ id: added.id, new_order: 1 })).toEqual({
      message: 'The order has been saved.',
    });
    expect(await skillsApi.remove(added.id)).toEqual({ message: 'The skill has been deleted.' });
    expect(await senioritiesApi.create({ name: 'Junior III', parent_id: 1 })).toMatchObject({ parent_id: 1 });
    await expect(departmentsApi.rename({ id: 999, name: 'X' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('organisation data mutations keep the reference cache current without a refetch', () => {
  it('rename and delete write into the positions list', async () => {
    await signIn('admin@acme.test');
    const { queryClient, wrapper } = withClient();
    await queryClient.fetchQuery({ queryKey: positionsList.queryKey(), queryFn: positionsList.fetch });
    const log = recordRequests();
    const rename = renderHook(() => positionsMutations.useRename(), { wrapper });
    await act(() => rename.result.current.mutateAsync({ id: 2, name: 'Tester' }));
    const remove = renderHook(() => positionsMutations.useDelete(), { wrapper });
    await act(() => remove.result.current.mutateAsync(1));
    const cached = queryClient.getQueryData<{ id: number; name: string; order?: number | null }[]>(
      positionsList.queryKey(),
    );
    expect(cached?.slice(0, 2)).toEqual([
      { id: 2, name: 'Tester', order: 1 },
      { id: 3, name: 'DevOps Engineer', order: 2 },
    ]);
    expect((await log.all()).map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('a delete makes the people lists and profiles refetch: those who had the item are left without it', async () => {
    await signIn('admin@acme.test');
    const { queryClient, wrapper } = withClient();
    await queryClient.fetchQuery({ queryKey: positionsList.queryKey(), queryFn: positionsList.fetch });
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    const rename = renderHook(() => positionsMutations.useRename(), { wrapper });
    await act(() => rename.result.current.mutateAsync({ id: 2, name: 'Tester' }));
    expect(refetch).not.toHaveBeenCalled();
    const remove = renderHook(() => positionsMutations.useDelete(), { wrapper });
    await act(() => remove.result.current.mutateAsync(1));
    expect(refetch).toHaveBeenCalledWith({ queryKey: userKeys.all() });
  });

  it('a seniority reorder moves it in the cache; a refused one puts the cache back', async () => {
    await signIn('admin@acme.test');
    const { queryClient, wrapper } = withClient();
    await queryClient.fetchQuery({ queryKey: senioritiesList.queryKey(), queryFn: senioritiesList.fetch });
    const cached = () =>
      queryClient.getQueryData<{ id: number; parent_id: number | null }[]>(senioritiesList.queryKey()) ?? [];
    const reorder = renderHook(() => senioritiesMutations.useReorder(), { wrapper });
    // Middle (4) under Junior (1).
    await act(() => reorder.result.current.mutateAsync({ id: 4, new_order: 1, parent_id: 1 }));
    expect(cached().find((row) => row.id === 4)).toMatchObject({ parent_id: 1, depth: 1 });
    const settled = cached();

    // Refused after a moment, so the optimistic move can be seen first.
    setFault({ method: 'POST', path: 'seniorities/:id/reorder', status: 403, delay: 300 });
    act(() => reorder.result.current.mutate({ id: 2, new_order: 3, parent_id: 1 }));
    await waitFor(() => expect(cached()).not.toEqual(settled));
    await waitFor(() => expect(reorder.result.current.isError).toBe(true));
    expect(cached()).toEqual(settled);
  });
});
