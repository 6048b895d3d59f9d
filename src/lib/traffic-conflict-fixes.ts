import {
  markTentative,
  moveToNextFreeDay,
  reduceToCapacity,
  splitAround,
  type AllocationBatch,
  type Conflict,
  type FixableAllocation,
} from './traffic-conflicts';
import type { DailyLoad } from './traffic-load';

// The one-step fixes that apply to a conflict's kind (planning.md §2.4): leave and holidays are split
// around or moved away from; over capacity is reduced; any of them may be marked tentative. Each fix is
// the batch that applies it; fixes that would change nothing are left out.

export type FixKind = 'split' | 'reduce' | 'move' | 'tentative';

export type ConflictFix = { kind: FixKind; allocationId: number; batch: AllocationBatch };

const FIXES_BY_KIND: Record<Conflict['kind'], readonly FixKind[]> = {
  on_leave: ['split', 'move', 'tentative'],
  on_holiday: ['split', 'move', 'tentative'],
  over_capacity: ['reduce', 'tentative'],
};

export function conflictFixes(
  conflict: Conflict,
  allocations: ReadonlyMap<number, FixableAllocation>,
  load: DailyLoad,
  withTentative: boolean,
): ConflictFix[] {
  const fixes: ConflictFix[] = [];
  for (const id of conflict.allocationIds) {
    const allocation = allocations.get(id);
    if (!allocation) continue;
    for (const kind of FIXES_BY_KIND[conflict.kind]) {
      let batch: AllocationBatch | null = null;
      if (kind === 'split') batch = splitAround(allocation, conflict.first, conflict.last);
      if (kind === 'move') batch = moveToNextFreeDay(allocation, load);
      if (kind === 'reduce') batch = reduceToCapacity(allocation, load, withTentative);
      if (kind === 'tentative' && allocation.status !== 'tentative') batch = markTentative(allocation);
      if (batch) fixes.push({ kind, allocationId: id, batch });
    }
  }
  return fixes;
}
