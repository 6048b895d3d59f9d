import {
  functionalUpdate,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useColumnLayout, type ColumnLayoutStore } from './use-column-layout';

const coreRowModel = getCoreRowModel();
const sortedRowModel = getSortedRowModel();

type ModelSetup<TRow> = {
  columns: ColumnDef<TRow, unknown>[];
  data: TRow[];
  getRowId: (row: TRow) => string;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  selectable: boolean;
  selection: RowSelectionState;
  onRowSelectionChange: ((next: RowSelectionState) => void) | undefined;
  columnMenu: ColumnLayoutStore | undefined;
  // Server mode: `data` is one page of this many rows, already sorted.
  serverMode: boolean;
  total: number | undefined;
};

// The TanStack table over the screen's sort and selection (controlled) and the user's column layout.
export function useDataTableModel<TRow>({
  columns,
  data,
  getRowId,
  sorting,
  onSortingChange,
  selectable,
  selection,
  onRowSelectionChange,
  columnMenu,
  serverMode,
  total,
}: ModelSetup<TRow>) {
  const layout = useColumnLayout(columns, columnMenu);

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; rows are memoised by hand
  const table = useReactTable<TRow>({
    data,
    columns,
    getRowId,
    state: {
      sorting,
      rowSelection: selection,
      columnOrder: layout.order,
      columnVisibility: layout.visibility,
    },
    // Controlled: the screen owns sort (in the URL) and selection; TanStack only proposes the next state.
    onSortingChange: (updater) => onSortingChange(functionalUpdate(updater, sorting)),
    onRowSelectionChange: (updater) => onRowSelectionChange?.(functionalUpdate(updater, selection)),
    enableRowSelection: selectable,
    // One sort key keeps the URL simple and aria-sort on a single header, as ARIA asks.
    enableMultiSort: false,
    getCoreRowModel: coreRowModel,
    getSortedRowModel: sortedRowModel,
    // Server mode: the rows come paged and sorted; ids of other pages stay in the selection.
    manualPagination: serverMode,
    manualSorting: serverMode,
    rowCount: total,
  });

  return { table, layout };
}
