// What a drag on the planner does to a span of days: a move shifts both ends, a resize moves one end
// (never past the other), a create spans from where it started to where the pointer is. Indexes are
// days from the range's first day and stay inside 0..count-1.

import { barBox as laneBox } from './planner-grid';

export type DragKind = 'create' | 'move' | 'resize-start' | 'resize-end';

export type DaySpan = { first: number; last: number };

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

export function draggedSpan(kind: DragKind, span: DaySpan, delta: number, count: number): DaySpan {
  const last = count - 1;
  switch (kind) {
    case 'move': {
      const length = span.last - span.first;
      const first = clamp(span.first + delta, last - length);
      return { first, last: first + length };
    }
    case 'resize-start':
      return { first: clamp(Math.min(span.first + delta, span.last), last), last: span.last };
    case 'resize-end':
      return { first: span.first, last: clamp(Math.max(span.last + delta, span.first), last) };
    case 'create': {
      const to = clamp(span.first + delta, last);
      return { first: Math.min(span.first, to), last: Math.max(span.first, to) };
    }
  }
}

// Which part of a bar a pointer at `x` px from its left edge grabs: its edges (a few px, less on a
// narrow bar) resize, the rest moves.
export function grabOf(x: number, width: number, edge = 6): DragKind {
  const handle = Math.min(edge, width / 4);
  if (x <= handle) return 'resize-start';
  if (x >= width - handle) return 'resize-end';
  return 'move';
}

// Where a bar sits in its row: lanes share the row's height (less a gap), half days take half a lane
// (the morning the top half, the afternoon the bottom one).
export type BarBox = { left: number; width: number; top: number; height: number };

export function barBox(
  span: DaySpan,
  lane: number,
  laneCount: number,
  part: 'full' | 'am' | 'pm',
  geometry: { rowHeight: number; dayWidth: number; labelWidth: number; gap: number; top?: number },
  // A day taken by hours: its share of the day, drawn at that height (planner-grid's barBox).
  share?: number,
): BarBox {
  const top = geometry.top ?? 0;
  const laneHeight = (geometry.rowHeight - top - geometry.gap) / Math.max(1, laneCount);
  const vertical = laneBox(part, share, top + geometry.gap / 2 + lane * laneHeight, laneHeight);
  return {
    left: geometry.labelWidth + span.first * geometry.dayWidth + 1,
    width: Math.max(2, (span.last - span.first + 1) * geometry.dayWidth - 2),
    top: vertical.top,
    height: vertical.height,
  };
}
