import Skeleton from '@mui/material/Skeleton';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Row, RowSelectionState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/empty-state';
import { useLatestCallback } from '@/components/hooks/use-latest-callback';
import { DataTableRow } from './data-table-row';
import type { VirtualTableRows } from './use-virtual-table-rows';

const SKELETON_ROWS = 8;

export type DataTableBodyProps<TRow> = {
  loading: boolean;
  rows: Row<TRow>[];
  // The checkbox column included.
  columnCount: number;
  estimateRowHeight: number;
  emptyState: ReactNode;
  // The window of rows drawn, and the space that stands in for the rows above and below it.
  virtualRows: Omit<VirtualTableRows, 'scrollRef'>;
  // aria-rowindex of the first row: after the header rows and the rows of earlier pages.
  firstRowIndex: number;
  selectable: boolean;
  selection: RowSelectionState;
  activeRowId: string | null;
  rowLabel: ((row: TRow) => string) | undefined;
  onSelect: (rowId: string, on: boolean, range: boolean) => void;
  onRowClick: ((row: TRow) => void) | undefined;
  stickyColumnId: string | null;
};

// The table's rows: skeletons while loading, the empty state, else the virtual window of rows.
export function DataTableBody<TRow>(props: DataTableBodyProps<TRow>) {
  const { loading, rows, columnCount, estimateRowHeight, emptyState } = props;
  const clickRow = useLatestRowClick(props.onRowClick);
  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
      <TableRow key={rowIndex} aria-hidden="true" style={{ height: estimateRowHeight }}>
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
    const { virtualItems, paddingTop, paddingBottom, measureElement } = props.virtualRows;
    const { selectable, selection, activeRowId, rowLabel } = props;
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
              ariaRowIndex={props.firstRowIndex + item.index}
              selected={selectable && Boolean(selection[row.id])}
              active={row.id === activeRowId}
              selectLabel={rowLabel ? `Select ${rowLabel(row.original)}` : undefined}
              onSelect={props.onSelect}
              onRowClick={props.onRowClick ? clickRow : undefined}
              measureRef={measureElement}
              stickyColumnId={props.stickyColumnId}
            />
          );
        })}
        {paddingBottom > 0 ? <SpacerRow height={paddingBottom} colSpan={columnCount} /> : null}
      </>
    );
  }
  return <TableBody>{body}</TableBody>;
}

// The latest onRowClick behind a stable function, so an inline prop does not re-render every row.
function useLatestRowClick<TRow>(onRowClick: ((row: TRow) => void) | undefined) {
  return useLatestCallback((row: TRow) => onRowClick?.(row));
}

// Stands in for the rows above or below the window, so the scrollbar matches the full list.
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  return (
    <tr aria-hidden="true">
      <td colSpan={colSpan} style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}
