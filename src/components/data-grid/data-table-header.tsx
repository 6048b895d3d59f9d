import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { flexRender, type Header, type HeaderGroup } from '@tanstack/react-table';

export type HeaderSelection = {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
};

function HeaderContent<TRow>({ header }: { header: Header<TRow, unknown> }) {
  if (header.isPlaceholder) return null;
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return content;
  const sorted = header.column.getIsSorted();
  return (
    <TableSortLabel
      active={sorted !== false}
      direction={sorted === false ? 'asc' : sorted}
      onClick={header.column.getToggleSortingHandler()}
      // Right-aligned (numeric) columns keep their label flush right, the arrow before it.
      sx={header.column.columnDef.meta?.align === 'right' ? { flexDirection: 'row-reverse' } : undefined}
    >
      {content}
    </TableSortLabel>
  );
}

export function DataTableHeader<TRow>({
  headerGroups,
  selection,
  stickyColumnId,
}: {
  headerGroups: HeaderGroup<TRow>[];
  selection: HeaderSelection | undefined;
  // The column that stays put while the table scrolls sideways (with the checkboxes before it).
  stickyColumnId: string | null;
}) {
  const checkboxSticky = stickyColumnId ? 'select' : undefined;
  return (
    <TableHead>
      {headerGroups.map((group, groupIndex) => (
        <TableRow key={group.id} aria-rowindex={groupIndex + 1}>
          {selection ? (
            groupIndex === headerGroups.length - 1 ? (
              <TableCell padding="checkbox" data-sticky={checkboxSticky}>
                <Checkbox
                  checked={selection.checked}
                  indeterminate={selection.indeterminate}
                  disabled={selection.disabled}
                  onChange={(event) => selection.onChange(event.target.checked)}
                  slotProps={{ input: { 'aria-label': 'Select all rows' } }}
                />
              </TableCell>
            ) : (
              <TableCell padding="checkbox" data-sticky={checkboxSticky} />
            )
          ) : null}
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            return (
              <TableCell
                key={header.id}
                colSpan={header.colSpan}
                align={header.column.columnDef.meta?.align}
                // MUI writes aria-sort from this: ascending/descending on the sorted column only.
                sortDirection={header.isPlaceholder ? false : sorted}
                data-sticky={header.column.id === stickyColumnId ? 'column' : undefined}
              >
                <HeaderContent header={header} />
              </TableCell>
            );
          })}
        </TableRow>
      ))}
    </TableHead>
  );
}
