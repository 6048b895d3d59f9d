// Lanes for the bars of one row, so bars that share a day never cover each other: each bar goes to the
// lowest lane that is free from its first day (interval partitioning, earliest start first, so the
// number of lanes equals the most bars on any one day).

export type LaneSpan = { id: string; first: number; last: number };

export type LaneAssignment = { lanes: Map<string, number>; laneCount: number };

export function assignLanes(spans: readonly LaneSpan[]): LaneAssignment {
  const sorted = [...spans].sort(
    (a, b) => a.first - b.first || b.last - b.first - (a.last - a.first) || a.id.localeCompare(b.id),
  );
  // The last day taken in each lane.
  const laneEnds: number[] = [];
  const lanes = new Map<string, number>();
  for (const span of sorted) {
    let lane = laneEnds.findIndex((end) => end < span.first);
    if (lane < 0) {
      lane = laneEnds.length;
      laneEnds.push(span.last);
    } else laneEnds[lane] = span.last;
    lanes.set(span.id, lane);
  }
  return { lanes, laneCount: Math.max(1, laneEnds.length) };
}
