import type { RowSelectionState } from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSession } from '@/api/use-session';
import type { DataTableProps, DataTableSelectionProps } from '@/components/data-grid/data-table';
import { queryOfSavedView, savedViewOf, type EncodedQuery, type UrlQuery } from '@/lib/list-params';
import { serverTableProps, type ListPagingParams } from './server-table-props';
import type { ListSelection } from './use-list-params';

// A page of a list as Laravel's paginator answers it (extra keys, as the invoices' totals, pass through).
export type ListPage<TRow> = { data: TRow[]; current_page: number; last_page: number; total: number };

type RowOf<P extends ListPage<unknown>> = P['data'][number];

// What the screen layer reads of a URL list (useListParams gives all of it).
export type ListScreenParams<F> = ListPagingParams & {
  filters: F;
  search: { text: string; setText: (text: string) => void };
  setFilters: (patch: Partial<F>) => void;
  clearFilters: () => void;
  selection: ListSelection;
  activeFilterCount: number;
  query: EncodedQuery;
  applyQuery: (query: UrlQuery) => void;
};

// The parts of a React Query result the layer reads.
export type ListPageQuery<P> = Pick<
  UseQueryResult<P>,
  'data' | 'isPending' | 'isError' | 'error' | 'isFetching' | 'isPlaceholderData' | 'refetch'
>;

export type ListScreenOptions<P extends ListPage<unknown>, F> = {
  list: ListScreenParams<F>;
  query: ListPageQuery<P>;
  rowId: (row: RowOf<P>) => string;
  // The row's name in its checkbox label; without it the table offers no selection.
  rowLabel?: (row: RowOf<P>) => string;
  // Whether the filters narrow the list (its count says "match", its empty state offers to clear);
  // any filter set unless the screen says otherwise (a tab that counts as one, a period that does not).
  filtered?: boolean;
  // The column menu's table: the columns shown, kept per table and per person.
  tableId?: string;
};

// Everything DataTable needs from the list and its query, spread as it is: rows, sort, page bar,
// loading, selection, and the column menu.
export type ListTableProps<TRow> = Pick<
  DataTableProps<TRow>,
  | 'data'
  | 'getRowId'
  | 'loading'
  | 'sorting'
  | 'onSortingChange'
  | 'pagination'
  | 'selectionNotice'
  | 'columnMenu'
> &
  DataTableSelectionProps<TRow>;

const idsOf = (rows: RowSelectionState): number[] =>
  Object.entries(rows)
    .filter(([, on]) => on)
    .map(([id]) => Number(id));

// A server-paged list screen in one hook, after react-admin's useListController: over the URL's list
// state (useListParams) and the query of its page, the rows, the total, whether filters narrow it, the
// selected ids, DataTable's props, the saved view's binding and the error with its retry. An answer
// that says the asked page is past the last (a page emptied by a delete, an old link) moves the link
// to the last page, so the rows before it show rather than an empty table.
export function useListScreen<P extends ListPage<unknown>, F>({
  list,
  query,
  rowId,
  rowLabel,
  filtered = list.activeFilterCount > 0,
  tableId,
}: ListScreenOptions<P, F>) {
  const { claims, impersonation } = useSession();
  const paginator = query.data;
  const rows: RowOf<P>[] = useMemo(() => paginator?.data ?? [], [paginator]);
  // The rows shown, in order, by id (the keyboard shortcuts' rows).
  const rowIds = useMemo(() => rows.map(rowId), [rows, rowId]);
  const { selection } = list;
  const selectedIds = useMemo(() => idsOf(selection.rows), [selection.rows]);

  // Read only a settled answer to this page: the previous page's, kept on screen while this one loads,
  // or one about to be refreshed after a delete, may name another last page.
  const lastPage = paginator?.last_page;
  const settled = paginator !== undefined && !query.isPlaceholderData && !query.isFetching;
  const { page, setPage } = list;
  useEffect(() => {
    if (settled && lastPage !== undefined && page > lastPage) setPage(lastPage);
  }, [settled, lastPage, page, setPage]);

  const selectable: DataTableSelectionProps<RowOf<P>> = rowLabel
    ? { rowLabel, rowSelection: selection.rows, onRowSelectionChange: selection.set }
    : {};
  const tableProps: ListTableProps<RowOf<P>> = {
    data: rows,
    getRowId: rowId,
    loading: query.isPending,
    ...serverTableProps(list, paginator),
    ...selectable,
    ...(rowLabel ? { selectionNotice: selection.notice } : {}),
    // Remembered per person (the impersonated one while impersonating).
    ...(tableId ? { columnMenu: { tableId, userId: impersonation?.userId ?? claims?.sub ?? null } } : {}),
  };

  return {
    rows,
    rowIds,
    paginator,
    // Rows matching the filters on every page; undefined until the first answer.
    total: paginator?.total,
    filtered,
    loading: query.isPending,
    selectedIds,
    // Selects or unselects one row (the 'x' shortcut).
    toggleSelected: (id: string) => selection.set({ ...selection.rows, [id]: !selection.rows[id] }),
    tableProps,
    // A screen's filter bar (FilterBar under the screen's own filters): the URL's filters, the search
    // box's text as typed, the count of filters set, and their changes.
    filterBarProps: {
      filters: list.filters,
      searchText: list.search.text,
      activeCount: list.activeFilterCount,
      onSearchInput: list.search.setText,
      onChange: list.setFilters,
      onClear: list.clearFilters,
    },
    // SavedFiltersMenu's current view and how to apply a saved one.
    savedView: {
      currentFilters: savedViewOf(list.query),
      onApply: (saved: Record<string, string>) => list.applyQuery(queryOfSavedView(saved)),
    },
    isError: query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
