import { useState } from 'react';
import type { TrafficAllocation } from '@/api/traffic/traffic.schemas';

// The allocations picked with Shift+click, moved or deleted together.
export function useBarSelection(allocationsById: ReadonlyMap<number, TrafficAllocation>) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());

  // Part of a selection of more than one: an action on it takes them all.
  const inGroup = (allocationId: number) => selected.has(allocationId) && selected.size > 1;

  // The allocations an action on `allocation` takes: the selection when it is part of it.
  const targetsOf = (allocation: TrafficAllocation): TrafficAllocation[] =>
    inGroup(allocation.id) ? [...selected].flatMap((id) => allocationsById.get(id) ?? []) : [allocation];

  const toggle = (allocationId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(allocationId)) next.delete(allocationId);
      else next.add(allocationId);
      return next;
    });

  return { selected, inGroup, targetsOf, toggle, clear: () => setSelected(new Set()) };
}

export type BarSelection = ReturnType<typeof useBarSelection>;
