import { useCallback, useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { draggedSpan, grabOf, type DragKind } from '@/lib/planner-drag';
import { dateAt, type IndexRange } from '@/lib/planner-grid';
import type { GridLine, RowModel } from './planner-grid-model';
import type { PlannerBar, PlannerDrop } from './planner-grid-types';

// Pointer drags on the grid with plain pointer events: over empty days (create), a movable bar's middle
// (move, to another person too) or its edges (resize); Alt at either end duplicates. A ghost shows
// where it lands; the drop is handed over once. A press that moves less than a few pixels stays a click.

type DragOptions<TBar extends PlannerBar> = {
  scrollRef: RefObject<HTMLDivElement | null>;
  lines: readonly GridLine<TBar>[];
  rowModels: ReadonlyMap<string, RowModel<TBar>>;
  from: string;
  count: number;
  dayWidth: number;
  labelWidth: number;
  // The line under a y offset of the canvas (-1 for none): rows differ in height.
  lineAt: (offset: number) => number;
  onDrag?: (drop: PlannerDrop<TBar>) => void;
};

type Started<TBar extends PlannerBar> = {
  kind: DragKind;
  line: number;
  span: IndexRange;
  bar: TBar | null;
  day: number;
  x: number;
  y: number;
  alt: boolean;
  active: boolean;
};

const MIN_MOVE_PX = 4;

export function usePlannerDrag<TBar extends PlannerBar>(options: DragOptions<TBar>) {
  const [ghost, setGhost] = useState<{ line: number; span: IndexRange } | null>(null);
  const dropped = useRef(false);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const pointAt = useCallback((clientX: number, clientY: number) => {
    const { scrollRef, labelWidth, dayWidth, lineAt } = latest.current;
    const scroller = scrollRef.current;
    if (!scroller) return { day: 0, line: 0 };
    const rect = scroller.getBoundingClientRect();
    return {
      day: Math.floor((clientX - rect.left + scroller.scrollLeft - labelWidth) / dayWidth),
      line: lineAt(clientY - rect.top + scroller.scrollTop),
    };
  }, []);

  // Where the drag lands now: its days and its line (only a move changes line, onto a person's row).
  const landing = useCallback(
    (start: Started<TBar>, clientX: number, clientY: number) => {
      const { count, lines } = latest.current;
      const point = pointAt(clientX, clientY);
      const span = draggedSpan(start.kind, start.span, point.day - start.day, count);
      const line = start.kind === 'move' && lines[point.line]?.kind === 'row' ? point.line : start.line;
      return { span, line };
    },
    [pointAt],
  );

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      const { onDrag, lines, rowModels, count } = latest.current;
      if (!onDrag || event.button !== 0) return;
      const target = event.target as Element;
      if (target.closest('[role="rowheader"], [role="columnheader"]')) return;
      const rowElement = target.closest<HTMLElement>('[data-line]');
      if (!rowElement) return;
      const line = Number(rowElement.dataset.line);
      const entry = lines[line];
      if (entry?.kind !== 'row') return;
      const point = pointAt(event.clientX, event.clientY);
      if (point.day < 0 || point.day >= count) return;
      const barElement = target.closest<HTMLElement>('[data-bar-id]');
      let start: Started<TBar>;
      const base = {
        line,
        day: point.day,
        x: event.clientX,
        y: event.clientY,
        alt: event.altKey,
        active: false,
      };
      if (barElement) {
        const placed = rowModels
          .get(entry.row.id)
          ?.bars.find((item) => item.bar.id === barElement.dataset.barId);
        if (!placed?.bar.movable) return;
        const rect = barElement.getBoundingClientRect();
        start = {
          ...base,
          kind: grabOf(event.clientX - rect.left, rect.width),
          span: placed.span,
          bar: placed.bar,
        };
      } else start = { ...base, kind: 'create', span: { first: point.day, last: point.day }, bar: null };

      const move = (moveEvent: globalThis.PointerEvent) => {
        if (!start.active) {
          const distance = Math.abs(moveEvent.clientX - start.x) + Math.abs(moveEvent.clientY - start.y);
          if (distance < MIN_MOVE_PX) return;
          start.active = true;
        }
        setGhost(landing(start, moveEvent.clientX, moveEvent.clientY));
      };
      const end = (endEvent: globalThis.PointerEvent) => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', cancel);
        setGhost(null);
        if (!start.active) return;
        // The click that follows the drop is not a click on a day.
        dropped.current = true;
        setTimeout(() => {
          dropped.current = false;
        }, 0);
        const current = latest.current;
        const { span, line: targetLine } = landing(start, endEvent.clientX, endEvent.clientY);
        const row = current.lines[start.line];
        const targetRow = current.lines[targetLine];
        if (row?.kind !== 'row' || targetRow?.kind !== 'row') return;
        const startDate = dateAt(current.from, span.first);
        const endDate = dateAt(current.from, span.last);
        if (start.kind === 'create' || !start.bar)
          current.onDrag?.({ kind: 'create', row: row.row, start: startDate, end: endDate });
        else
          current.onDrag?.({
            kind: start.kind,
            bar: start.bar,
            row: row.row,
            targetRow: targetRow.row,
            start: startDate,
            end: endDate,
            duplicate: start.alt || endEvent.altKey,
          });
      };
      const cancel = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', end);
        window.removeEventListener('pointercancel', cancel);
        setGhost(null);
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', end);
      window.addEventListener('pointercancel', cancel);
    },
    [pointAt, landing],
  );

  const justDragged = useCallback(() => dropped.current, []);
  return { ghost, onPointerDown, justDragged };
}
