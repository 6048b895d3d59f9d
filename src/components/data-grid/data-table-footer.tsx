import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import { flexRender, type HeaderGroup } from '@tanstack/react-table';

// Totals under the rows, stuck to the bottom of the scroll area so they stay in sight: each column's
// `footer` (page sums, selection sums) renders in its own cell.
export type DataTableFooterProps<TRow> = {
  footerGroups: HeaderGroup<TRow>[];
  selectable: boolean;
  stickyColumnId: string | null;
  firstRowIndex: number;
};

export function DataTableFooter<TRow>({
  footerGroups,
  selectable,
  stickyColumnId,
  firstRowIndex,
}: DataTableFooterProps<TRow>) {
  return (
    <TableFooter
      // Stuck at the bottom, over the rows scrolling under it.
      sx={{
        '& td': {
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          fontWeight: 500,
          color: 'text.primary',
        },
      }}
    >
      {footerGroups.map((group, groupIndex) => (
        <TableRow key={group.id} aria-rowindex={firstRowIndex + groupIndex}>
          {selectable ? (
            <TableCell padding="checkbox" data-sticky={stickyColumnId ? 'select' : undefined} />
          ) : null}
          {group.headers.map((header) => (
            <TableCell
              key={header.id}
              colSpan={header.colSpan}
              align={header.column.columnDef.meta?.align}
              data-sticky={header.column.id === stickyColumnId ? 'column' : undefined}
            >
              {header.isPlaceholder ? null : flexRender(header.column.columnDef.footer, header.getContext())}
            </TableCell>
          ))}
        </TableRow>
      ))}
    </TableFooter>
  );
}
