import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { budgetKeys } from '@/api/budget/budget.keys';
import { refusalText } from '@/api/refusal-text';
import { useSaveBudgetCells } from '@/api/budget/budget.mutations';
import type { Budget } from '@/api/budget/budget.schemas';
import { changedCells, undoOf, withCells, type BudgetCell } from '@/lib/budget-edits';

// Why the server refused a batch: the first field message (a locked version, a bad cell) or its message.
export const refusalOf = (error: unknown): string => refusalText(error, 'The budget could not be saved.');

// Batches of cells saved as one PUT each: drawn at once (optimistic), put back with the reason when
// refused, and undoable one batch at a time (Ctrl+Z, or the Undo button).
export function useBudgetEdits(budget: Budget | undefined, queryVersion: number | null) {
  const queryClient = useQueryClient();
  const save = useSaveBudgetCells();
  const [undoStack, setUndoStack] = useState<BudgetCell[][]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const versionId = budget?.version?.id ?? null;
  const year = budget?.year ?? null;

  const apply = useCallback(
    async (cells: readonly BudgetCell[], { undoing = false } = {}) => {
      if (!budget || versionId === null || year === null) return false;
      const batch = changedCells(budget.rows, cells);
      if (batch.length === 0) return true;
      const inverse = undoOf(budget.rows, batch);
      const key = budgetKeys.detail(year, queryVersion);
      const before = queryClient.getQueryData<Budget>(key);
      queryClient.setQueryData<Budget>(key, (current) =>
        current ? { ...current, rows: withCells(current.rows, batch) } : current,
      );
      setRefusal(null);
      try {
        await save.mutateAsync({ year, versionId, cells: batch });
      } catch (error) {
        queryClient.setQueryData(key, before);
        setRefusal(`Not saved, the budget is as it was: ${refusalOf(error)}`);
        return false;
      }
      setUndoStack((stack) => (undoing ? stack.slice(0, -1) : [...stack, inverse]));
      return true;
    },
    [budget, versionId, year, queryVersion, queryClient, save],
  );

  const undo = useCallback(async () => {
    const last = undoStack.at(-1);
    if (last) await apply(last, { undoing: true });
  }, [undoStack, apply]);

  return {
    apply,
    undo,
    canUndo: undoStack.length > 0 && !save.isPending,
    saving: save.isPending,
    refusal,
    dismissRefusal: () => setRefusal(null),
    // A new version or year starts a history of its own.
    resetHistory: () => setUndoStack([]),
  };
}
