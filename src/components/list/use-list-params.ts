import type { RowSelectionState, SortingState } from '@tanstack/react-table';
import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  createListCodec,
  type EncodedQuery,
  type FiltersOf,
  type ListDefaults,
  type ListSchema,
  type ListSort,
  type ListState,
  type UrlQuery,
} from '@/lib/list-params';
import { goToQuery } from '@/components/url/use-url-state';

export type ListParamsOptions<F> = {
  // The field typed into the search box: filtering may follow every keystroke, the URL a pause later.
  searchField?: keyof F & string;
  debounceMs?: number;
  // Fields "Clear filters" leaves as they are and the filter count leaves out (a tab).
  keep?: readonly (keyof F & string)[];
};

export type ListSelection = {
  rows: RowSelectionState;
  set: (next: RowSelectionState) => void;
  clear: () => void;
  count: number;
  // Says why a selection disappeared; null once the user selects again or dismisses it.
  notice: string | null;
  dismissNotice: () => void;
};

export const SELECTION_DROPPED_NOTICE = 'The selection was cleared because the filters changed.';

const NO_ROWS: RowSelectionState = {};

type SelectionState = { key: string; rows: RowSelectionState; notice: string | null };

// A list screen's filters, sort, page and page size as typed URL state, plus the rows selected across
// pages. Keep `schema` and `defaults` module constants: they build the codec.
export function useListParams<S extends ListSchema>(
  schema: S,
  defaults: ListDefaults<FiltersOf<S>>,
  options: ListParamsOptions<FiltersOf<S>> = {},
) {
  type F = FiltersOf<S>;
  const { searchField, debounceMs = 300, keep } = options;
  const router = useRouter();
  const codec = useMemo(() => createListCodec(schema, defaults), [schema, defaults]);
  const state = useMemo(() => codec.decode(router.query as UrlQuery), [codec, router.query]);

  // The URL as last written or read. Updates merge into this, not into the query of the render that
  // made the callback: a debounced search firing after a tab switch must not write the old tab back,
  // even before the router has caught up with the switch.
  const latest = useRef<UrlQuery>(router.query as UrlQuery);
  useEffect(() => {
    latest.current = router.query as UrlQuery;
  }, [router.query]);

  // `read`: the query the change starts from when it is not the URL's (a saved view applied).
  const write = useCallback(
    (change: (current: ListState<F>) => ListState<F>, read: UrlQuery = latest.current): ListState<F> => {
      const next = change(codec.decode(read));
      const query = codec.merge(latest.current, next, read);
      latest.current = query;
      goToQuery(router, query);
      return next;
    },
    [codec, router],
  );

  // Search: the typed text stands until the URL moves on without it (back button, saved view, clear).
  const committed = searchField ? String(state.filters[searchField] ?? '') : '';
  const [search, setSearch] = useState({ text: committed, synced: committed });
  if (search.synced !== committed) setSearch({ text: committed, synced: committed });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelSearch = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancelSearch, [cancelSearch]);
  // After a change that sets the search field itself, the box shows what was set, typed or not.
  const showSearchOf = useCallback(
    (next: ListState<F>) => {
      if (!searchField) return;
      const text = String(next.filters[searchField] ?? '');
      setSearch({ text, synced: text });
    },
    [searchField],
  );

  const setFilters = useCallback(
    (patch: Partial<F>) => {
      // Another filter set means another list: back to its first page.
      const next = write((current) => ({ ...current, filters: { ...current.filters, ...patch }, page: 1 }));
      if (searchField && searchField in patch) {
        cancelSearch();
        showSearchOf(next);
      }
    },
    [write, searchField, cancelSearch, showSearchOf],
  );

  const setSearchText = useCallback(
    (text: string) => {
      if (!searchField) return;
      setSearch((current) => ({ ...current, text }));
      cancelSearch();
      timer.current = setTimeout(() => {
        // Marked as ours before the URL catches up, so keys typed meanwhile are not replaced.
        setSearch((current) => ({ ...current, synced: text }));
        write((current) => ({ ...current, filters: { ...current.filters, [searchField]: text }, page: 1 }));
      }, debounceMs);
    },
    [searchField, debounceMs, cancelSearch, write],
  );

  const clearFilters = useCallback(() => {
    cancelSearch();
    const next = write((current) => {
      const kept = Object.fromEntries((keep ?? []).map((field) => [field, current.filters[field]]));
      return { ...current, filters: { ...codec.defaults.filters, ...kept }, page: 1 };
    });
    showSearchOf(next);
  }, [write, keep, codec, cancelSearch, showSearchOf]);

  const setSort = useCallback(
    (sort: ListSort) => write((current) => ({ ...current, sort, page: 1 })),
    [write],
  );
  const setPage = useCallback((page: number) => write((current) => ({ ...current, page })), [write]);
  const setPerPage = useCallback(
    (perPage: number) => write((current) => ({ ...current, perPage, page: 1 })),
    [write],
  );
  // A saved view: its query replaces the list's own keys.
  const applyQuery = useCallback(
    (query: UrlQuery) => {
      cancelSearch();
      showSearchOf(write((state) => state, query));
    },
    [write, cancelSearch, showSearchOf],
  );
  // A link that applies filters (a KPI card), so it can also open in a new tab.
  const hrefFor = useCallback(
    (patch: Partial<F>) => ({
      pathname: router.pathname,
      query: codec.merge(router.query as UrlQuery, {
        ...state,
        filters: { ...state.filters, ...patch },
        page: 1,
      }),
    }),
    [codec, router.pathname, router.query, state],
  );

  const sorting: SortingState = useMemo(() => [state.sort], [state.sort]);
  const onSortingChange = useCallback(
    (next: SortingState) => setSort(next[0] ?? codec.defaults.sort),
    [setSort, codec],
  );

  // Selection survives paging and sorting; other filters make another list, so it goes, with a word.
  const filtersKey = codec.filtersKey(state.filters);
  const [selection, setSelection] = useState<SelectionState>({
    key: filtersKey,
    rows: NO_ROWS,
    notice: null,
  });
  if (selection.key !== filtersKey) {
    const had = Object.values(selection.rows).some(Boolean);
    setSelection({ key: filtersKey, rows: NO_ROWS, notice: had ? SELECTION_DROPPED_NOTICE : null });
  }
  const count = useMemo(() => Object.values(selection.rows).filter(Boolean).length, [selection.rows]);
  const listSelection: ListSelection = useMemo(
    () => ({
      rows: selection.rows,
      count,
      notice: selection.notice,
      set: (rows) => setSelection((current) => ({ ...current, rows, notice: null })),
      clear: () => setSelection((current) => ({ ...current, rows: NO_ROWS })),
      dismissNotice: () => setSelection((current) => ({ ...current, notice: null })),
    }),
    [selection.rows, selection.notice, count],
  );

  const query: EncodedQuery = useMemo(() => codec.encode(state), [codec, state]);

  return {
    ...state,
    // The URL's query as the list writes it (for saved views).
    query,
    ready: router.isReady,
    search: { text: search.text, setText: setSearchText },
    activeFilterCount: codec.activeCount(state.filters, keep),
    setFilters,
    clearFilters,
    setSort,
    setPage,
    setPerPage,
    applyQuery,
    hrefFor,
    sorting,
    onSortingChange,
    selection: listSelection,
  };
}

export type ListParams<S extends ListSchema> = ReturnType<typeof useListParams<S>>;
