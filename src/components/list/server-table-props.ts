import type { DataTablePagination, DataTableProps } from '../data-grid/data-table';

export type ListPagingParams = Pick<DataTableProps<unknown>, 'sorting' | 'onSortingChange'> & {
  page: number;
  perPage: number;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  // The page sizes offered, where a list has its own (one only: no choice shown).
  perPageOptions?: readonly number[];
};

// The DataTable's sort and page bar for a list kept in the URL (useListParams) and answered a page at
// a time: the page the server answered (the one asked until it does) and its total.
export function serverTableProps(
  list: ListPagingParams,
  paginator: { current_page: number; total: number } | undefined,
): Pick<DataTableProps<unknown>, 'sorting' | 'onSortingChange'> & { pagination: DataTablePagination } {
  return {
    sorting: list.sorting,
    onSortingChange: list.onSortingChange,
    pagination: {
      page: paginator?.current_page ?? list.page,
      perPage: list.perPage,
      total: paginator?.total ?? 0,
      onPageChange: list.setPage,
      onPerPageChange: list.setPerPage,
      ...(list.perPageOptions ? { perPageOptions: list.perPageOptions } : {}),
    },
  };
}
