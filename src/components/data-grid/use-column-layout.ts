import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import {
  columnLayoutKey,
  layoutOf,
  moveColumn,
  readColumnLayout,
  resolveColumnLayout,
  writeColumnLayout,
  type ColumnLayout,
} from '@/lib/column-layout';

export type ColumnLayoutStore = { tableId: string; userId: string | number | null };

// TanStack's id for a column: its id, else its accessor key (dots as underscores), else a text header.
export function columnIdOf<TRow>(column: ColumnDef<TRow, unknown>): string {
  if (column.id) return column.id;
  const key = 'accessorKey' in column ? column.accessorKey : undefined;
  if (typeof key === 'string') return key.replaceAll('.', '_');
  return typeof column.header === 'string' ? column.header : '';
}

// Order and visibility of the columns: the table's defaults, then what the user chose, kept per table
// and per user when `store` is given (in memory only otherwise).
export function useColumnLayout<TRow>(
  columns: ColumnDef<TRow, unknown>[],
  store: ColumnLayoutStore | undefined,
) {
  const defaults = useMemo(
    () =>
      columns.map((column) => ({
        id: columnIdOf(column),
        hidden: column.meta?.hidden,
        hideable: column.meta?.hideable,
      })),
    [columns],
  );
  const key = store ? columnLayoutKey(store.tableId, store.userId) : null;
  // Read when the table (or the user) changes, not on every render.
  const [stored, setStored] = useState<{ key: string | null; layout: ColumnLayout | null }>(() => ({
    key,
    layout: store ? readColumnLayout(store.tableId, store.userId) : null,
  }));
  if (stored.key !== key)
    setStored({ key, layout: store ? readColumnLayout(store.tableId, store.userId) : null });

  const resolved = useMemo(() => resolveColumnLayout(defaults, stored.layout), [defaults, stored.layout]);
  const tableId = store?.tableId;
  const userId = store?.userId ?? null;

  const save = useCallback(
    (layout: ColumnLayout | null) => {
      if (tableId) writeColumnLayout(tableId, userId, layout);
      setStored({ key, layout });
    },
    [tableId, userId, key],
  );

  const setVisible = useCallback(
    (id: string, visible: boolean) =>
      save(layoutOf({ order: resolved.order, visibility: { ...resolved.visibility, [id]: visible } })),
    [save, resolved],
  );
  const move = useCallback(
    (id: string, step: -1 | 1) =>
      save(layoutOf({ order: moveColumn(resolved.order, id, step), visibility: resolved.visibility })),
    [save, resolved],
  );
  const reset = useCallback(() => save(null), [save]);

  return { order: resolved.order, visibility: resolved.visibility, setVisible, move, reset };
}
