import type { ColumnDef } from '@tanstack/react-table';

// A column of a list the server sorts: its id is one of the list's sort keys (from the list's query
// declaration), or it does not sort. A sortable column with any other id does not compile.
export type ListColumn<Row, SortKey extends string> = ColumnDef<Row, unknown> &
  ({ id: SortKey; enableSorting?: true } | { id: string; enableSorting: false });
