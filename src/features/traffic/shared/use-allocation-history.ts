import { useCallback, useMemo, useRef, useState } from 'react';
import type { TrafficProjectRef, TrafficRow } from '@/api/traffic/traffic.schemas';
import { useSaveTrafficBatch } from '@/api/traffic/traffic.mutations';
import { inverseBatch, type AllocationBatch, type FixableAllocation } from '@/lib/traffic-conflicts';
import { applyBatchToRows, fixableOf, projectsOf } from './optimistic-rows';

// What the user did, in words ("Moved Atlas to 5 May"), with the batch that undoes it.
type HistoryEntry = { label: string; batch: AllocationBatch };

export type BatchOutcome = { ok: true } | { ok: false; error: unknown };

// Saves allocation changes as batches, drawn at once (optimistic) and rolled back when refused, with
// an undo and a redo stack. `rows` are the stored rows; `shown` the rows to draw.
export function useAllocationHistory(
  rows: readonly TrafficRow[],
  extraProjects: ReadonlyMap<number, TrafficProjectRef> = new Map(),
) {
  const save = useSaveTrafficBatch();
  const [undoStack, setUndoStack] = useState<HistoryEntry[]>([]);
  const [redoStack, setRedoStack] = useState<HistoryEntry[]>([]);
  const [inFlight, setInFlight] = useState<AllocationBatch | null>(null);
  const busy = useRef(false);

  const projects = useMemo(() => new Map([...projectsOf(rows), ...extraProjects]), [rows, extraProjects]);
  const shown = useMemo(
    () => (inFlight ? applyBatchToRows(rows, inFlight, projects) : rows),
    [rows, inFlight, projects],
  );

  const run = useCallback(
    async (batch: AllocationBatch, label: string, stack: 'new' | 'undo' | 'redo'): Promise<BatchOutcome> => {
      if (busy.current) return { ok: false, error: new Error('Another change is still being saved.') };
      busy.current = true;
      const before = new Map<number, FixableAllocation>();
      for (const row of rows)
        for (const allocation of row.allocations) before.set(allocation.id, fixableOf(allocation));
      setInFlight(batch);
      try {
        const result = await save.mutateAsync(batch);
        const inverse = inverseBatch(
          batch,
          before,
          result.created.map((allocation) => allocation.id),
        );
        const entry = { label, batch: inverse };
        if (stack === 'undo') setRedoStack((entries) => [...entries, entry]);
        else {
          setUndoStack((entries) => [...entries, entry]);
          if (stack === 'new') setRedoStack([]);
        }
        return { ok: true };
      } catch (error) {
        return { ok: false, error };
      } finally {
        busy.current = false;
        setInFlight(null);
      }
    },
    [rows, save],
  );

  const apply = useCallback((batch: AllocationBatch, label: string) => run(batch, label, 'new'), [run]);

  const undo = useCallback(async (): Promise<(BatchOutcome & { label: string }) | null> => {
    const entry = undoStack.at(-1);
    if (!entry) return null;
    setUndoStack((entries) => entries.slice(0, -1));
    const outcome = await run(entry.batch, entry.label, 'undo');
    // A refused undo stays undoable.
    if (!outcome.ok) setUndoStack((entries) => [...entries, entry]);
    return { ...outcome, label: entry.label };
  }, [undoStack, run]);

  const redo = useCallback(async (): Promise<(BatchOutcome & { label: string }) | null> => {
    const entry = redoStack.at(-1);
    if (!entry) return null;
    setRedoStack((entries) => entries.slice(0, -1));
    const outcome = await run(entry.batch, entry.label, 'redo');
    if (!outcome.ok) setRedoStack((entries) => [...entries, entry]);
    return { ...outcome, label: entry.label };
  }, [redoStack, run]);

  return {
    shown,
    apply,
    undo,
    redo,
    canUndo: undoStack.length > 0,
    canRedo: redoStack.length > 0,
    undoLabel: undoStack.at(-1)?.label ?? null,
    redoLabel: redoStack.at(-1)?.label ?? null,
    saving: inFlight !== null,
  };
}
