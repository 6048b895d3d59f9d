import { useCallback, useMemo, useState } from 'react';
import type { TrafficProjectRef, TrafficRow } from '@/api/traffic/traffic.schemas';
import { useSaveTrafficBatch } from '@/api/traffic/traffic.mutations';
import { useUndoBatches } from '@/components/grid/use-undo-batches';
import { inverseBatch, type AllocationBatch, type FixableAllocation } from '@/lib/traffic-conflicts';
import { applyBatchToRows, fixableOf, projectsOf } from './optimistic-rows';

// Allocation changes on the grids' one undo history: a batch is drawn over the stored rows while it
// saves (one at a time), and its inverse uses the ids the server gave what it created. `rows` are the
// stored rows; `shown` the rows to draw.
export function useAllocationHistory(
  rows: readonly TrafficRow[],
  extraProjects: ReadonlyMap<number, TrafficProjectRef> = new Map(),
) {
  const save = useSaveTrafficBatch();
  const [inFlight, setInFlight] = useState<AllocationBatch | null>(null);

  const projects = useMemo(() => new Map([...projectsOf(rows), ...extraProjects]), [rows, extraProjects]);
  const shown = useMemo(
    () => (inFlight ? applyBatchToRows(rows, inFlight, projects) : rows),
    [rows, inFlight, projects],
  );

  const draw = useCallback((batch: AllocationBatch) => {
    setInFlight(batch);
    return () => setInFlight(null);
  }, []);
  const send = useCallback(
    async (batch: AllocationBatch) => {
      const before = new Map<number, FixableAllocation>();
      for (const row of rows)
        for (const allocation of row.allocations) before.set(allocation.id, fixableOf(allocation));
      const result = await save.mutateAsync(batch);
      return inverseBatch(
        batch,
        before,
        result.created.map((allocation) => allocation.id),
      );
    },
    [rows, save],
  );
  const history = useUndoBatches<AllocationBatch>({ draw, send, oneAtATime: true });

  return {
    shown,
    apply: history.apply,
    undo: history.undo,
    redo: history.redo,
    canUndo: history.canUndo,
    canRedo: history.canRedo,
    undoLabel: history.undoLabel,
    redoLabel: history.redoLabel,
    saving: history.saving,
  };
}
