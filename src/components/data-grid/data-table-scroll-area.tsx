import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import type { Column } from '@tanstack/react-table';
import { useMemo, type ReactNode, type RefObject } from 'react';
import { tableSx } from './table-styles';

const CHECKBOX_COLUMN_WIDTH = 56;

type Props<TRow> = {
  scrollRef: RefObject<HTMLDivElement | null>;
  ariaLabel: string;
  height: number | string;
  // The whole size, not just the rows in the DOM; undefined while there are no rows.
  ariaRowCount: number | undefined;
  busy: boolean;
  selectable: boolean;
  // The visible columns, each as wide as its meta says.
  columns: Column<TRow, unknown>[];
  stickyColumnId: string | null;
  clickableRows: boolean;
  // The header, body and footer.
  children: ReactNode;
};

// The table in its own scroll area (the header sticks to its top), with fixed column widths and the
// sticky first column placed after the checkboxes.
export function DataTableScrollArea<TRow>({
  scrollRef,
  ariaLabel,
  height,
  ariaRowCount,
  busy,
  selectable,
  columns,
  stickyColumnId,
  clickableRows,
  children,
}: Props<TRow>) {
  const stickyOffset = selectable ? CHECKBOX_COLUMN_WIDTH : 0;
  const stickyColumnLeft = stickyColumnId ? stickyOffset : null;
  const styles = useMemo(
    () => tableSx({ stickyColumnLeft, clickableRows }),
    [stickyColumnLeft, clickableRows],
  );
  return (
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
        aria-rowcount={ariaRowCount}
        aria-busy={busy || undefined}
        sx={styles}
      >
        <colgroup>
          {selectable ? <col style={{ width: CHECKBOX_COLUMN_WIDTH }} /> : null}
          {columns.map((column) => (
            <col key={column.id} style={{ width: column.columnDef.meta?.width }} />
          ))}
        </colgroup>
        {children}
      </Table>
    </TableContainer>
  );
}
