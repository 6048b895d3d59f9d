import { useCallback } from 'react';
import type { TrafficAllocation, TrafficRow } from '@/api/traffic/traffic.schemas';

// How the timeline's messages name a person and an allocation ("Atlas for Ana Diaz").
export function useAllocationNames(rowsById: ReadonlyMap<number, TrafficRow>) {
  const personOf = useCallback((userId: number) => rowsById.get(userId)?.user.name ?? 'someone', [rowsById]);
  const describe = (allocation: TrafficAllocation) =>
    `${allocation.project.title} for ${personOf(allocation.user_id)}`;
  return { personOf, describe };
}

export type AllocationNames = ReturnType<typeof useAllocationNames>;
