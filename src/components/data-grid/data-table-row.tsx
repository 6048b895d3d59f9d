import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { flexRender, type Cell, type Row } from '@tanstack/react-table';
import { memo, type MouseEvent } from 'react';

// Clicks on a control inside a row belong to that control, not to the row.
const INTERACTIVE =
  'a, button, input, select, textarea, label, [role="button"], [role="link"], [role="checkbox"]';

export type DataTableRowProps<TRow> = {
  row: Row<TRow>;
  // Passed in (not read from `row`) so memo sees a new array when the columns change.
  cells: Cell<TRow, unknown>[];
  // Position in the sorted rows: the virtualizer measures the row by it.
  index: number;
  ariaRowIndex: number;
  selected: boolean;
  // The checkbox's accessible name; undefined when the table has no selection.
  selectLabel: string | undefined;
  onRowClick: ((row: TRow) => void) | undefined;
  measureRef: (node: HTMLTableRowElement | null) => void;
  // The cell of this column (and the checkbox) stays in view while the table scrolls sideways.
  stickyColumnId: string | null;
};

function DataTableRowBase<TRow>({
  row,
  cells,
  index,
  ariaRowIndex,
  selected,
  selectLabel,
  onRowClick,
  measureRef,
  stickyColumnId,
}: DataTableRowProps<TRow>) {
  const handleClick = onRowClick
    ? (event: MouseEvent<HTMLTableRowElement>) => {
        const control = event.target instanceof Element ? event.target.closest(INTERACTIVE) : null;
        if (control && event.currentTarget.contains(control)) return;
        onRowClick(row.original);
      }
    : undefined;

  return (
    <TableRow
      ref={measureRef}
      data-index={index}
      aria-rowindex={ariaRowIndex}
      hover
      selected={selected}
      onClick={handleClick}
      sx={onRowClick ? { cursor: 'pointer' } : undefined}
    >
      {selectLabel !== undefined ? (
        <TableCell padding="checkbox" data-sticky={stickyColumnId ? 'select' : undefined}>
          <Checkbox
            checked={selected}
            onChange={(event) => row.toggleSelected(event.target.checked)}
            slotProps={{ input: { 'aria-label': selectLabel } }}
          />
        </TableCell>
      ) : null}
      {cells.map((cell) => (
        <TableCell
          key={cell.id}
          align={cell.column.columnDef.meta?.align}
          data-sticky={cell.column.id === stickyColumnId ? 'column' : undefined}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </TableCell>
      ))}
    </TableRow>
  );
}

// Only rows whose props change re-render (selecting one row re-renders that row); memo drops the
// generic, the cast restores it.
export const DataTableRow = memo(DataTableRowBase) as typeof DataTableRowBase;
