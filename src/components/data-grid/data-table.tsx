import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import {
  functionalUpdate,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type HeaderGroup,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { idsBetween, withRows } from '@/lib/row-range';
import { ColumnMenu, type ColumnMenuItem } from './column-menu';
import { DataTableHeader, type HeaderSelection } from './data-table-header';
import { DataTableRow } from './data-table-row';
import { measureOrEstimate, observeRectOrFallback } from './layout-fallbacks';
import type { DataTableFooterProps } from './data-table-footer';
import type { DataTablePaginationBarProps } from './data-table-pagination';
import type { SelectionBannerProps } from './selection-banner';

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
import { tableSx } from './sticky-cells';
import { useColumnLayout, type ColumnLayoutStore } from './use-column-layout';

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

const coreRowModel = getCoreRowModel();
const sortedRowModel = getSortedRowModel();
const NO_SELECTION: RowSelectionState = {};
const SKELETON_ROWS = 8;
const CHECKBOX_COLUMN_WIDTH = 56;
// Used before layout when `height` is a CSS length we cannot resolve (e.g. '70vh').
const ASSUMED_VIEWPORT_HEIGHT = 600;

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
  loading = false,
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
  const serverMode = pagination !== undefined;
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
    rowCount: pagination?.total,
  });

  const allRows = table.getCoreRowModel().rows;
  const rows = table.getRowModel().rows;
  const headerGroups = table.getHeaderGroups();
  const leafColumns = table.getVisibleLeafColumns();
  const footerGroups = table.getFooterGroups();
  const hasFooter = leafColumns.some((column) => column.columnDef.footer !== undefined);
  const stickyColumnId = stickyFirstColumn ? (leafColumns[0]?.id ?? null) : null;
  const stickyOffset = selectable ? CHECKBOX_COLUMN_WIDTH : 0;
  const styles = useMemo(() => tableSx(stickyColumnId ? stickyOffset : null), [stickyColumnId, stickyOffset]);
  // Rows before this page, for aria-rowindex: a screen reader hears "row 27 of 313" on page 2.
  const rowOffset = pagination ? (pagination.page - 1) * pagination.perPage : 0;

  // Counted over `data` only: ids selected earlier but filtered out since do not make "all" or "some".
  const selectedCount = useMemo(
    () => (selectable ? allRows.reduce((count, row) => (selection[row.id] ? count + 1 : count), 0) : 0),
    [allRows, selection, selectable],
  );
  const headerSelection: HeaderSelection | undefined = selectable
    ? {
        checked: selectedCount > 0 && selectedCount === allRows.length,
        indeterminate: selectedCount > 0 && selectedCount < allRows.length,
        disabled: loading || allRows.length === 0,
        // Server mode: this page's rows, leaving the other pages' selection as it is.
        onChange: (checked) =>
          serverMode ? table.toggleAllPageRowsSelected(checked) : table.toggleAllRowsSelected(checked),
      }
    : undefined;
  const selectedInAll = useMemo(
    () => (selectable ? Object.values(selection).filter(Boolean).length : 0),
    [selection, selectable],
  );
  const selectAllMatching = onSelectAllMatching
    ? async () => {
        const ids = await onSelectAllMatching();
        onRowSelectionChange?.(Object.fromEntries(ids.map((id) => [id, true])));
      }
    : undefined;
  const showBanner =
    selectable &&
    (serverMode ? selectedInAll > 0 || selectionNotice : selectedInAll === 0 && selectionNotice);

  // The latest onRowClick behind a stable function, so an inline prop does not re-render every row.
  const onRowClickRef = useRef(onRowClick);
  // The same for a checkbox click: the latest rows and selection, and the row clicked before (the
  // anchor of a shift-click range).
  const selectRef = useRef({ rows, selection, onRowSelectionChange });
  const anchorRef = useRef<string | null>(null);
  useLayoutEffect(() => {
    onRowClickRef.current = onRowClick;
    selectRef.current = { rows, selection, onRowSelectionChange };
  });
  const clickRow = useCallback((row: TRow) => onRowClickRef.current?.(row), []);
  const selectRow = useCallback((rowId: string, on: boolean, range: boolean) => {
    const current = selectRef.current;
    const ids = range
      ? idsBetween(
          current.rows.map((row) => row.id),
          anchorRef.current,
          rowId,
        )
      : [rowId];
    anchorRef.current = rowId;
    current.onRowSelectionChange?.(withRows(current.selection, ids, on));
  }, []);

  const scrollRef = useRef<HTMLDivElement>(null);
  const estimateSize = useCallback(() => estimateRowHeight, [estimateRowHeight]);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const assumedRect = useMemo(
    () => initialRect ?? { width: 0, height: typeof height === 'number' ? height : ASSUMED_VIEWPORT_HEIGHT },
    [initialRect, height],
  );
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan,
    initialRect: assumedRect,
    observeElementRect: observeRectOrFallback,
    measureElement: measureOrEstimate,
  });

  // The keyboard's row stays in view as j/k move it.
  const activeIndex = activeRowId === null ? -1 : rows.findIndex((row) => row.id === activeRowId);
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  // A new sort (or page) shows the top of the new order, not the same offset into it.
  const sortKey = `${sorting.map((sort) => `${sort.id}:${sort.desc ? 'desc' : 'asc'}`).join(',')}@${pagination?.page ?? 1}`;
  const shownSortKey = useRef(sortKey);
  useEffect(() => {
    if (shownSortKey.current === sortKey) return;
    shownSortKey.current = sortKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [sortKey]);

  const columnCount = leafColumns.length + (selectable ? 1 : 0);
  const showRows = !loading && rows.length > 0;
  const virtualItems = showRows ? virtualizer.getVirtualItems() : [];
  const firstItem = virtualItems[0];
  const lastItem = virtualItems[virtualItems.length - 1];
  const paddingTop = firstItem?.start ?? 0;
  const paddingBottom = lastItem ? virtualizer.getTotalSize() - lastItem.end : 0;

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
      <TableRow key={rowIndex} aria-hidden="true" sx={{ height: estimateRowHeight }}>
        {Array.from({ length: columnCount }, (_, cellIndex) => (
          <TableCell key={cellIndex}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} sx={{ borderBottom: 0 }}>
          {emptyState ?? <EmptyState title="Nothing to show" />}
        </TableCell>
      </TableRow>
    );
  } else {
    body = (
      <>
        {paddingTop > 0 ? <SpacerRow height={paddingTop} colSpan={columnCount} /> : null}
        {virtualItems.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <DataTableRow<TRow>
              key={row.id}
              row={row}
              cells={row.getVisibleCells()}
              index={item.index}
              ariaRowIndex={headerGroups.length + rowOffset + item.index + 1}
              selected={selectable && Boolean(selection[row.id])}
              active={row.id === activeRowId}
              selectLabel={rowLabel ? `Select ${rowLabel(row.original)}` : undefined}
              onSelect={selectRow}
              onRowClick={onRowClick ? clickRow : undefined}
              measureRef={virtualizer.measureElement}
              stickyColumnId={stickyColumnId}
            />
          );
        })}
        {paddingBottom > 0 ? <SpacerRow height={paddingBottom} colSpan={columnCount} /> : null}
      </>
    );
  }

  const menuItems: ColumnMenuItem[] = table.getAllLeafColumns().map((column) => {
    const { header, meta } = column.columnDef;
    return {
      id: column.id,
      label: meta?.label ?? (typeof header === 'string' ? header : column.id),
      visible: column.getIsVisible(),
      hideable: meta?.hideable !== false,
    };
  });
  const totalRows = pagination ? pagination.total : rows.length;

  const scroller = (
    <TableContainer
      ref={scrollRef}
      // Focusable and named so keyboard users can scroll it and screen readers can find it.
      tabIndex={0}
      role="region"
      aria-label={ariaLabel}
      sx={{
        height,
        overflow: 'auto',
        // The containing block of the cells' visually hidden texts, so the scroll area clips them
        // rather than the page scrolling sideways to reach them.
        position: 'relative',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
      }}
    >
      <Table
        stickyHeader
        aria-label={ariaLabel}
        // The whole size, not just the rows in the DOM (in server mode: every page).
        aria-rowcount={
          showRows ? headerGroups.length + totalRows + (hasFooter ? footerGroups.length : 0) : undefined
        }
        aria-busy={loading || undefined}
        sx={styles}
      >
        <colgroup>
          {selectable ? <col style={{ width: CHECKBOX_COLUMN_WIDTH }} /> : null}
          {leafColumns.map((column) => (
            <col key={column.id} style={{ width: column.columnDef.meta?.width }} />
          ))}
        </colgroup>
        <DataTableHeader
          headerGroups={headerGroups}
          selection={headerSelection}
          stickyColumnId={stickyColumnId}
        />
        <TableBody>{body}</TableBody>
        {hasFooter && showRows ? (
          <DataTableFooter
            footerGroups={footerGroups as HeaderGroup<unknown>[]}
            selectable={selectable}
            stickyColumnId={stickyColumnId}
            firstRowIndex={headerGroups.length + totalRows + 1}
          />
        ) : null}
      </Table>
    </TableContainer>
  );

  // Without paging, a banner or a menu, the table is just its scroll area (as before this kit).
  if (!pagination && !showBanner && !columnMenu) return scroller;

  return (
    <Box>
      {showBanner || columnMenu ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 32 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            {showBanner ? (
              <SelectionBanner
                pageRows={allRows.length}
                pageSelected={selectedCount}
                selected={selectedInAll}
                total={pagination?.total ?? allRows.length}
                onSelectAllMatching={selectAllMatching}
                onClear={() => onRowSelectionChange?.({})}
                notice={selectionNotice}
              />
            ) : null}
          </Box>
          {columnMenu ? (
            <ColumnMenu
              columns={menuItems}
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

// Stands in for the rows above or below the window, so the scrollbar matches the full list.
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
