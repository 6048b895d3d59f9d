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
  // The row the list's keyboard shortcuts act on (j/k move it): marked, and named current.
  active: boolean;
  // The checkbox's accessible name; undefined when the table has no selection.
  selectLabel: string | undefined;
  // A click on the checkbox; with Shift held it selects the range from the last one clicked.
  onSelect: (rowId: string, on: boolean, range: boolean) => void;
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
  active,
  selectLabel,
  onSelect,
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
      aria-current={active || undefined}
      data-active={active || undefined}
      // Its pointer cursor and the active row's outline come from the table (table-styles.ts).
      onClick={handleClick}
    >
      {selectLabel !== undefined ? (
        <TableCell padding="checkbox" data-sticky={stickyColumnId ? 'select' : undefined}>
          <Checkbox
            checked={selected}
            // A checkbox's change comes from its click, which says whether Shift was held.
            onChange={(event) =>
              onSelect(
                row.id,
                event.target.checked,
                (event.nativeEvent as globalThis.MouseEvent).shiftKey === true,
              )
            }
            slotProps={{ input: { 'aria-label': selectLabel } }}
          />
        </TableCell>
      ) : null}
      {cells.map((cell) => (
        <TableCell
          key={cell.id}
          align={cell.column.columnDef.meta?.align}
          data-sticky={cell.column.id === stickyColumnId ? 'column' : undefined}
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
