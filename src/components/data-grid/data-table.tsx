import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import type { Column, ColumnDef, HeaderGroup, RowSelectionState, SortingState } from '@tanstack/react-table';
import { useDeferredValue, type ReactNode } from 'react';
import { ColumnMenu, type ColumnMenuItem } from './column-menu';
import { DataTableBody } from './data-table-body';
import { DataTableHeader } from './data-table-header';
import { DataTableScrollArea } from './data-table-scroll-area';
import type { DataTableFooterProps } from './data-table-footer';
import type { DataTablePaginationBarProps } from './data-table-pagination';
import type { SelectionBannerProps } from './selection-banner';
import { useDataTableModel } from './use-data-table-model';
import { useDataTableSelection } from './use-data-table-selection';
import { useVirtualTableRows } from './use-virtual-table-rows';

// Only tables with totals (column footers) show it.
const DataTableFooter = dynamic<DataTableFooterProps<unknown>>(() =>
  import('./data-table-footer').then((module) => module.DataTableFooter),
);
// Shown once rows are selected.
const SelectionBanner = dynamic<SelectionBannerProps>(() =>
  import('./selection-banner').then((module) => module.SelectionBanner),
);
// Only screens that page on the server show it; the directory never loads it.
const DataTablePaginationBar = dynamic<DataTablePaginationBarProps>(() =>
  import('./data-table-pagination').then((module) => module.DataTablePaginationBar),
);
import type { ColumnLayoutStore } from './use-column-layout';

export type { ColumnAlign } from './column-meta';

// Selection comes as all three props or none.
export type DataTableSelectionProps<TRow> =
  | {
      rowSelection: RowSelectionState;
      onRowSelectionChange: (next: RowSelectionState) => void;
      // The row's name in its checkbox label: 'Select <rowLabel(row)>'.
      rowLabel: (row: TRow) => string;
    }
  | { rowSelection?: undefined; onRowSelectionChange?: undefined; rowLabel?: undefined };

// Server paging: `data` is one page, already sorted by the server; sort changes go to the screen.
export type DataTablePagination = {
  // 1-based, as Laravel's paginator counts.
  page: number;
  perPage: number;
  // Rows matching the filters on every page.
  total: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
  perPageOptions?: readonly number[];
};

export type DataTableProps<TRow> = {
  // Keep `columns` and `data` referentially stable (module constant, useMemo, query data):
  // a new array rebuilds the row model and re-renders every row.
  columns: ColumnDef<TRow, unknown>[];
  data: TRow[];
  getRowId: (row: TRow) => string;
  ariaLabel: string;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  loading?: boolean;
  emptyState?: ReactNode;
  onRowClick?: (row: TRow) => void;
  // Height of the scroll container (the header sticks to its top).
  height?: number | string;
  estimateRowHeight?: number;
  overscan?: number;
  // The viewport assumed before layout is known: server render, first paint, and jsdom in tests.
  initialRect?: { width: number; height: number };
  // Server mode: a page of rows, a pagination footer, and selection across pages.
  pagination?: DataTablePagination;
  // Every id matching the filters, asked for by "Select all N matching" (server mode).
  onSelectAllMatching?: () => Promise<string[]>;
  // Why the selection was dropped (the filters changed); shown while nothing is selected.
  selectionNotice?: string | null;
  // The first visible column (and the checkboxes) stay in view while the table scrolls sideways.
  stickyFirstColumn?: boolean;
  // A column menu (show, hide, order); the choice is kept per table and per user.
  columnMenu?: ColumnLayoutStore;
  // The row keyboard shortcuts act on (useListShortcuts): marked, and scrolled into view.
  activeRowId?: string | null;
} & DataTableSelectionProps<TRow>;

const NO_SELECTION: RowSelectionState = {};

// The column menu's entries: every column, shown or hidden, named by its meta label or text header.
const menuItemsOf = <TRow,>(columns: Column<TRow, unknown>[]): ColumnMenuItem[] =>
  columns.map((column) => {
    const { header, meta } = column.columnDef;
    return {
      id: column.id,
      label: meta?.label ?? (typeof header === 'string' ? header : column.id),
      visible: column.getIsVisible(),
      hideable: meta?.hideable !== false,
    };
  });

export function DataTable<TRow>({
  columns,
  data,
  getRowId,
  ariaLabel,
  sorting,
  onSortingChange,
  rowSelection,
  onRowSelectionChange,
  rowLabel,
  loading: loadingNow = false,
  emptyState,
  onRowClick,
  height = '70vh',
  estimateRowHeight = 52,
  overscan = 10,
  initialRect,
  pagination,
  onSelectAllMatching,
  selectionNotice = null,
  stickyFirstColumn = false,
  columnMenu,
  activeRowId = null,
}: DataTableProps<TRow>) {
  const selectable = rowSelection !== undefined;
  const selection = rowSelection ?? NO_SELECTION;
  // Rows that arrive after loading render in slices React can interrupt, not in the one long task a
  // query's update would make of them (Lighthouse's Total Blocking Time): the skeleton stays meanwhile.
  // Any other change (an edit, a sort, a row that went) shows at once.
  const deferredData = useDeferredValue(data);
  const deferredLoading = useDeferredValue(loadingNow);
  const arriving = deferredLoading && !loadingNow;
  const shownData = arriving ? deferredData : data;
  const loading = arriving || loadingNow;
  const { table, layout } = useDataTableModel({
    columns,
    data: shownData,
    getRowId,
    sorting,
    onSortingChange,
    selectable,
    selection,
    onRowSelectionChange,
    columnMenu,
    serverMode: pagination !== undefined,
    total: pagination?.total,
  });

  const allRows = table.getCoreRowModel().rows;
  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const leafColumns = table.getVisibleLeafColumns();
  const footerGroups = table.getFooterGroups();
  const hasFooter = leafColumns.some((column) => column.columnDef.footer !== undefined);
  const stickyColumnId = stickyFirstColumn ? (leafColumns[0]?.id ?? null) : null;
  // Rows before this page, for aria-rowindex: a screen reader hears "row 27 of 313" on page 2.
  const rowOffset = pagination ? (pagination.page - 1) * pagination.perPage : 0;
  const totalRows = pagination ? pagination.total : rows.length;
  const showRows = !loading && rows.length > 0;

  const select = useDataTableSelection({
    table,
    allRows,
    rows,
    selection,
    selectable,
    serverMode: pagination !== undefined,
    loading,
    onRowSelectionChange,
    onSelectAllMatching,
    selectionNotice,
    total: pagination?.total,
  });
  const virtual = useVirtualTableRows({
    rows,
    showRows,
    height,
    estimateRowHeight,
    overscan,
    initialRect,
    activeRowId,
    sorting,
    page: pagination?.page ?? 1,
  });

  const scroller = (
    <DataTableScrollArea
      scrollRef={virtual.scrollRef}
      ariaLabel={ariaLabel}
      height={height}
      // In server mode: every page.
      ariaRowCount={
        showRows ? headerGroups.length + totalRows + (hasFooter ? footerGroups.length : 0) : undefined
      }
      busy={loading}
      selectable={selectable}
      columns={leafColumns}
      stickyColumnId={stickyColumnId}
      clickableRows={onRowClick !== undefined}
    >
      <DataTableHeader
        headerGroups={headerGroups}
        selection={select.headerSelection}
        stickyColumnId={stickyColumnId}
      />
      <DataTableBody<TRow>
        loading={loading}
        rows={rows}
        columnCount={leafColumns.length + (selectable ? 1 : 0)}
        estimateRowHeight={estimateRowHeight}
        emptyState={emptyState}
        virtualRows={virtual}
        firstRowIndex={headerGroups.length + rowOffset + 1}
        selectable={selectable}
        selection={selection}
        activeRowId={activeRowId}
        rowLabel={rowLabel}
        onSelect={select.selectRow}
        onRowClick={onRowClick}
        stickyColumnId={stickyColumnId}
      />
      {hasFooter && showRows ? (
        <DataTableFooter
          footerGroups={footerGroups as HeaderGroup<unknown>[]}
          selectable={selectable}
          stickyColumnId={stickyColumnId}
          firstRowIndex={headerGroups.length + totalRows + 1}
        />
      ) : null}
    </DataTableScrollArea>
  );

  // Without paging, a banner or a menu, the table is just its scroll area (as before this kit).
  if (!pagination && !select.banner && !columnMenu) return scroller;

  return (
    <Box>
      {select.banner || columnMenu ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 32 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {select.banner ? <SelectionBanner {...select.banner} /> : null}
          </Box>
          {columnMenu ? (
            <ColumnMenu
              columns={menuItemsOf(table.getAllLeafColumns())}
              onVisibleChange={layout.setVisible}
              onMove={layout.move}
              onReset={layout.reset}
            />
          ) : null}
        </Box>
      ) : null}
      {scroller}
      {pagination ? <DataTablePaginationBar pagination={pagination} /> : null}
    </Box>
  );
}
