import { act, renderHook } from '@testing-library/react';
import * as z from 'zod/mini';
import { SELECTION_DROPPED_NOTICE, useListParams } from '@/components/list/use-list-params';
import { listParam, type ListDefaults } from '@/lib/list-params';
import { createMemoryRouter, memoryRouter } from '../../support/memory-router';

const schema = z.object({
  view: listParam.oneOf(['all', 'overdue']),
  q: listParam.text(),
  project: listParam.ids(),
});
type Filters = z.output<typeof schema>;
const defaults: ListDefaults<Filters> = {
  filters: { view: 'all', q: '', project: [] },
  sort: { id: 'issue_date', desc: true },
};
const options = { searchField: 'q', keep: ['view'] } as const;

function renderList(url = '/invoices') {
  memoryRouter.current = createMemoryRouter(url);
  const router = memoryRouter.current;
  const hook = renderHook(() => useListParams(schema, defaults, options));
  // The memory router does not re-render on its own, as Next's does.
  const act$ = (change: () => void) => {
    act(change);
    hook.rerender();
  };
  const lastQuery = () => router.replace.mock.lastCall?.[0] as { query: Record<string, unknown> } | undefined;
  return { ...hook, router, act: act$, lastQuery };
}

describe('useListParams', () => {
  it('reads typed state from the URL', () => {
    const { result } = renderList('/invoices?view=overdue&project=3&sort=total:asc&page=2&per_page=50');
    expect(result.current).toMatchObject({
      filters: { view: 'overdue', q: '', project: [3] },
      sort: { id: 'total', desc: false },
      page: 2,
      perPage: 50,
    });
  });

  it('defaults stay out of the URL', () => {
    const list = renderList('/invoices?view=overdue&page=3');
    list.act(() => list.result.current.setFilters({ view: 'all' }));
    expect(list.lastQuery()?.query).toEqual({});
  });

  it('a filter change goes back to the first page; keys the list does not own stay', () => {
    const list = renderList('/invoices?invoice=42&page=3');
    list.act(() => list.result.current.setFilters({ project: [7] }));
    expect(list.lastQuery()?.query).toEqual({ invoice: '42', project: ['7'] });
    list.act(() => list.result.current.setPage(2));
    expect(list.lastQuery()?.query).toEqual({ invoice: '42', project: ['7'], page: '2' });
  });

  it('a debounced search that fires after a tab switch keeps the new tab', () => {
    vi.useFakeTimers();
    try {
      const list = renderList();
      list.act(() => list.result.current.search.setText('atlas'));
      expect(list.result.current.search.text).toBe('atlas');
      expect(list.router.replace).not.toHaveBeenCalled();
      // The tab changes before the pause ends; the search lands on top of it.
      list.act(() => list.result.current.setFilters({ view: 'overdue' }));
      act(() => vi.advanceTimersByTime(300));
      expect(list.lastQuery()?.query).toEqual({ view: 'overdue', q: 'atlas' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('clear filters keeps the tab, empties the search box and cancels a search still waiting', () => {
    vi.useFakeTimers();
    try {
      const list = renderList('/invoices?view=overdue&q=old&project=1');
      list.act(() => list.result.current.search.setText('new'));
      list.act(() => list.result.current.clearFilters());
      act(() => vi.advanceTimersByTime(1000));
      expect(list.router.replace).toHaveBeenCalledTimes(1);
      expect(list.lastQuery()?.query).toEqual({ view: 'overdue' });
      expect(list.result.current.search.text).toBe('');
      expect(list.result.current.activeFilterCount).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('selection survives paging and sorting', () => {
    const list = renderList();
    list.act(() => list.result.current.selection.set({ 1: true, 2: true }));
    list.act(() => list.result.current.setPage(2));
    list.act(() => list.result.current.setSort({ id: 'total', desc: false }));
    expect(list.result.current.selection.count).toBe(2);
  });

  it('a filter change drops the selection and says so', () => {
    const list = renderList();
    list.act(() => list.result.current.selection.set({ 1: true }));
    list.act(() => list.result.current.setFilters({ view: 'overdue' }));
    expect(list.result.current.selection.rows).toEqual({});
    expect(list.result.current.selection.notice).toBe(SELECTION_DROPPED_NOTICE);
    // The notice goes with the next selection.
    list.act(() => list.result.current.selection.set({ 5: true }));
    expect(list.result.current.selection.notice).toBeNull();
  });

  it('applies a saved view and builds links that apply a filter', () => {
    const list = renderList('/invoices?q=x');
    expect(list.result.current.hrefFor({ view: 'overdue' })).toEqual({
      pathname: '/invoices',
      query: { q: 'x', view: 'overdue' },
    });
    list.act(() => list.result.current.applyQuery({ project: '9', sort: 'total:asc' }));
    expect(list.lastQuery()?.query).toEqual({ project: ['9'], sort: 'total:asc' });
    expect(list.result.current.search.text).toBe('');
  });
});
