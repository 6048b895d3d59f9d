// Lanes for the bars of one row, so bars that share a day never cover each other: each bar goes to the
// lowest lane that is free from its first day (interval partitioning, earliest start first, so the
// number of lanes equals the most bars on any one day).

import { clippedSpan } from './planner-grid';

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

export type DatedBar = { id: string; start: string; end: string; part?: 'full' | 'am' | 'pm' };

// Each bar with its lane among the bars of its row, by the days it shows of [from, from + count),
// counted in half days so a morning and an afternoon of one day share a lane (top and bottom half).
// Bars outside the range keep lane 0 (they are not drawn).
export function withLanes<TBar extends DatedBar>(
  bars: readonly TBar[],
  from: string,
  count: number,
): (TBar & { lane: number })[] {
  const spans = bars.flatMap((bar) => {
    const span = clippedSpan(from, count, bar.start, bar.end);
    if (!span) return [];
    return [
      {
        id: bar.id,
        first: span.first * 2 + (bar.part === 'pm' ? 1 : 0),
        last: span.last * 2 + (bar.part === 'am' ? 0 : 1),
      },
    ];
  });
  const { lanes } = assignLanes(spans);
  return bars.map((bar) => ({ ...bar, lane: lanes.get(bar.id) ?? 0 }));
}
