import type { Row, RowSelectionState, Table } from '@tanstack/react-table';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { idsBetween, withRows } from '@/lib/row-range';
import type { HeaderSelection } from './data-table-header';
import type { SelectionBannerProps } from './selection-banner';

type SelectionSetup<TRow> = {
  table: Table<TRow>;
  // The rows of `data`, and the same rows in the order shown.
  allRows: Row<TRow>[];
  rows: Row<TRow>[];
  selection: RowSelectionState;
  selectable: boolean;
  serverMode: boolean;
  loading: boolean;
  onRowSelectionChange: ((next: RowSelectionState) => void) | undefined;
  onSelectAllMatching: (() => Promise<string[]>) | undefined;
  selectionNotice: string | null;
  // Rows matching the filters on every page (server mode).
  total: number | undefined;
};

// The table's checkboxes: the header's all-or-some state, shift-click ranges, "select all matching",
// and the selection banner (null when it does not show).
export function useDataTableSelection<TRow>({
  table,
  allRows,
  rows,
  selection,
  selectable,
  serverMode,
  loading,
  onRowSelectionChange,
  onSelectAllMatching,
  selectionNotice,
  total,
}: SelectionSetup<TRow>) {
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
  const showBanner = Boolean(
    selectable &&
    (serverMode ? selectedInAll > 0 || selectionNotice : selectedInAll === 0 && selectionNotice),
  );

  // A checkbox click reads the latest rows and selection behind a stable function (rows stay memoised),
  // and the row clicked before: the anchor of a shift-click range.
  const selectRef = useRef({ rows, selection, onRowSelectionChange });
  const anchorRef = useRef<string | null>(null);
  useLayoutEffect(() => {
    selectRef.current = { rows, selection, onRowSelectionChange };
  });
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

  const banner: SelectionBannerProps | null = showBanner
    ? {
        pageRows: allRows.length,
        pageSelected: selectedCount,
        selected: selectedInAll,
        total: total ?? allRows.length,
        onSelectAllMatching: selectAllMatching,
        onClear: () => onRowSelectionChange?.({}),
        notice: selectionNotice,
      }
    : null;

  return { headerSelection, selectRow, banner };
}
