import { useMemo } from 'react';
import type { TrafficHoliday, TrafficRow } from '@/api/traffic/traffic.schemas';
import type { TrafficLoads } from '../shared/traffic-loads';
import { trafficLoadsOf } from '../shared/traffic-loads';

const sameAllocations = (a: TrafficRow, b: TrafficRow | undefined) =>
  b !== undefined &&
  a.allocations.length === b.allocations.length &&
  a.allocations.every((allocation, index) => allocation === b.allocations[index]);

// The loads of the rows drawn: while a change is on its way only the people it touches are worked
// out again; the rest keep the loads of the stored rows.
export function useShownLoads(
  stored: readonly TrafficRow[],
  shown: readonly TrafficRow[],
  loads: TrafficLoads,
  holidays: readonly TrafficHoliday[],
  from: string,
  to: string,
): TrafficLoads {
  return useMemo(() => {
    if (shown === stored) return loads;
    const storedById = new Map(stored.map((row) => [row.user.id, row]));
    const changed = shown.filter((row) => !sameAllocations(row, storedById.get(row.user.id)));
    if (changed.length === 0) return loads;
    return new Map([...loads, ...trafficLoadsOf(changed, holidays, from, to)]);
  }, [stored, shown, loads, holidays, from, to]);
}
