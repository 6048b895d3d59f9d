import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { budgetKeys } from '@/api/budget/budget.keys';
import { refusalText } from '@/api/refusal-text';
import { useSaveBudgetCells } from '@/api/budget/budget.mutations';
import type { Budget } from '@/api/budget/budget.schemas';
import { useUndoBatches, type BatchOutcome } from '@/components/grid/use-undo-batches';
import { changedCells, undoOf, withCells, type BudgetCell } from '@/lib/budget-edits';

// Why the server refused a batch: the first field message (a locked version, a bad cell) or its message.
export const refusalOf = (error: unknown): string => refusalText(error, 'The budget could not be saved.');

type Batch = readonly BudgetCell[];

// Budget cells on the grids' one undo history: a batch is one PUT, drawn into the cached budget at
// once and put back with the reason when refused; Ctrl+Z or the Undo button undoes one batch.
export function useBudgetEdits(budget: Budget | undefined, queryVersion: number | null) {
  const queryClient = useQueryClient();
  const save = useSaveBudgetCells();
  const [refusal, setRefusal] = useState<string | null>(null);
  const versionId = budget?.version?.id ?? null;
  const target = useMemo(
    () => (budget && versionId !== null ? { year: budget.year, versionId, rows: budget.rows } : null),
    [budget, versionId],
  );

  const draw = useCallback(
    (batch: Batch) => {
      if (!target) return () => undefined;
      const key = budgetKeys.detail(target.year, queryVersion);
      const before = queryClient.getQueryData<Budget>(key);
      queryClient.setQueryData<Budget>(key, (current) =>
        current ? { ...current, rows: withCells(current.rows, batch) } : current,
      );
      setRefusal(null);
      return (saved: boolean) => {
        if (!saved) queryClient.setQueryData(key, before);
      };
    },
    [target, queryVersion, queryClient],
  );
  const send = useCallback(
    async (batch: Batch): Promise<Batch> => {
      if (!target) throw new Error('There is no budget version to save to.');
      const inverse = undoOf(target.rows, batch);
      await save.mutateAsync({ year: target.year, versionId: target.versionId, cells: [...batch] });
      return inverse;
    },
    [target, save],
  );
  const history = useUndoBatches<Batch>({ draw, send });

  const said = useCallback((outcome: BatchOutcome | null) => {
    if (outcome && !outcome.ok) setRefusal(`Not saved, the budget is as it was: ${refusalOf(outcome.error)}`);
    return outcome?.ok ?? false;
  }, []);

  const { apply: applyBatch, undo: undoBatch } = history;
  const apply = useCallback(
    async (cells: readonly BudgetCell[]) => {
      if (!target) return false;
      const batch = changedCells(target.rows, cells);
      if (batch.length === 0) return true;
      return said(await applyBatch(batch));
    },
    [target, applyBatch, said],
  );

  const undo = useCallback(async () => {
    if (target) said(await undoBatch());
  }, [target, undoBatch, said]);

  return {
    apply,
    undo,
    canUndo: history.canUndo && !save.isPending,
    saving: save.isPending,
    refusal,
    dismissRefusal: () => setRefusal(null),
    // A new version or year starts a history of its own.
    resetHistory: history.resetHistory,
  };
}
