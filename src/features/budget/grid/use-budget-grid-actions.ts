import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { useDeleteBudgetRow } from '@/api/budget/budget.mutations';
import type { BudgetRow } from '@/api/budget/budget.schemas';
import { useGridCursor } from '@/components/grid/use-grid-cursor';
import { sameCursor, type GridCursor } from '@/lib/grid-cursor';
import { planPaste, type PasteProblem } from '@/lib/budget-paste';
import {
  cellAttribute,
  createCellFocusStore,
  type BudgetGridActions,
  type CellPlace,
} from './budget-grid-context';
import type { useBudgetEdits } from './use-budget-edits';

type Setup = {
  year: number;
  editable: boolean;
  canDeleteRows: boolean;
  // The rows a person may type in, in the grid's order (the arrows move among them).
  editableRows: readonly BudgetRow[];
  edits: ReturnType<typeof useBudgetEdits>;
  deleteRow: ReturnType<typeof useDeleteBudgetRow>;
};

// A budget cell on the grids' one cursor: its row among the editable rows and its month (column 0 is
// January); the arrows alone move it, by focusing the next cell's button.
const cursorOf = (rows: readonly BudgetRow[], place: CellPlace): GridCursor => ({
  row: rows.findIndex((row) => row.id === place.rowId),
  column: place.month - 1,
});

// What the budget cells share: the chosen cell (for Fill right and Spread), the focus store, saving a
// typed amount or a pasted range, and the arrow keys from cell to cell.
export function useBudgetGridActions({
  year,
  editable,
  canDeleteRows,
  editableRows,
  edits,
  deleteRow,
}: Setup) {
  const [active, setActive] = useState<CellPlace | null>(null);
  const [focus] = useState(() => createCellFocusStore((next) => setActive(next.active)));
  const [pasteProblems, setPasteProblems] = useState<PasteProblem[]>([]);

  const cursor = useGridCursor({
    bounds: { rows: editableRows.length, columns: 12 },
    options: { keys: 'arrows' },
    moveTo: (next, from) => {
      const row = editableRows[next.row];
      if (sameCursor(next, from) || !row) return false;
      const place = { rowId: row.id, month: next.column + 1 };
      const target = document.querySelector<HTMLElement>(`[data-budget-cell="${cellAttribute(place)}"]`);
      if (!target) return false;
      target.focus();
      return true;
    },
  });

  // The cells' actions stay the same object while the budget changes, so a save re-renders the rows
  // whose figures changed, not every cell; they reach the latest edits and rows through a ref.
  const latest = useRef({ edits, editableRows, deleteRow, year, cursor });
  useEffect(() => {
    latest.current = { edits, editableRows, deleteRow, year, cursor };
  });
  const actions = useMemo<BudgetGridActions>(
    () => ({
      editable,
      focus,
      canDeleteRows,
      deleteRow: (rowId) => latest.current.deleteRow.mutateAsync({ year: latest.current.year, rowId }),
      saveCell: (place, cents) =>
        latest.current.edits.apply([{ rowId: place.rowId, month: place.month, cents }]),
      pasteRange: (place, text) => {
        const targets = latest.current.editableRows.map((row) => ({
          rowId: row.id,
          title: row.title,
          editable: row.editable,
        }));
        const plan = planPaste(
          text,
          targets,
          targets.findIndex((target) => target.rowId === place.rowId),
          place.month,
        );
        setPasteProblems(plan.problems);
        if (plan.cells.length > 0) void latest.current.edits.apply(plan.cells);
      },
      moveByKey: (place: CellPlace, event: KeyboardEvent<HTMLElement>) =>
        latest.current.cursor.moveByKey(cursorOf(latest.current.editableRows, place), event),
    }),
    [editable, focus, canDeleteRows],
  );

  return { actions, focus, active, pasteProblems, clearPasteProblems: () => setPasteProblems([]) };
}
