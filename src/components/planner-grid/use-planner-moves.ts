import type { Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef } from 'react';
import { useGridCursor } from '@/components/grid/use-grid-cursor';
import { dateAt, PLANNER_CURSOR } from '@/lib/planner-grid';
import { barAt, type GridLine, type RowModel } from './planner-grid-model';
import type { PlannerBar, PlannerGridProps } from './planner-grid-types';
import type { PlannerCursor } from './use-planner-cursor';

type Scroller = Virtualizer<HTMLDivElement, HTMLDivElement>;

type Setup<TBar extends PlannerBar> = Pick<
  PlannerGridProps<TBar>,
  'describeCell' | 'onActivate' | 'onBarActivate'
> & {
  lines: readonly GridLine<TBar>[];
  rowModels: ReadonlyMap<string, RowModel<TBar>>;
  from: string;
  count: number;
  todayInRange: number | null;
  // Rows one screen holds, measured when a key asks.
  pageRows: () => number;
  cursor: PlannerCursor;
  rowVirtualizer: Scroller;
  dayVirtualizer: Scroller;
  toggleCollapsed: (groupId: string) => void;
};

// What moves the planner's cursor and what it reads aloud: the grids' one cursor model for the keys,
// each move scrolled into view; Enter on a group folds it, on a day opens the bar there or the day.
export function usePlannerMoves<TBar extends PlannerBar>({
  lines,
  rowModels,
  from,
  count,
  todayInRange,
  pageRows,
  cursor,
  rowVirtualizer,
  dayVirtualizer,
  toggleCollapsed,
  describeCell,
  onActivate,
  onBarActivate,
}: Setup<TBar>) {
  const { setCursor, setFocusedBarId, setRange, cursorDay, focusedBarId } = cursor;

  const describe = useCallback(
    (line: number, day: number): string => {
      const entry = lines[line];
      if (!entry) return '';
      if (entry.kind === 'group')
        return `${entry.group.label}, ${entry.count} ${entry.count === 1 ? 'person' : 'people'}, ${entry.collapsed ? 'collapsed' : 'expanded'}`;
      return describeCell(entry.row, dateAt(from, day));
    },
    [lines, describeCell, from],
  );
  const describeAt = useCallback(
    (at: { row: number; column: number }) => describe(at.row, at.column),
    [describe],
  );

  const keys = useGridCursor({
    bounds: () => ({ rows: lines.length, columns: count, pageRows: pageRows(), today: todayInRange }),
    options: PLANNER_CURSOR,
    describe: describeAt,
    moveTo: (next) => {
      setRange(null);
      moveTo(next.row, next.column, true);
    },
  });
  const { announce } = keys;

  const moveTo = useCallback(
    (line: number, day: number, speak: boolean, keepBar = false) => {
      setCursor({ line, date: dateAt(from, day) });
      if (!keepBar) setFocusedBarId(null);
      rowVirtualizer.scrollToIndex(line, { align: 'auto' });
      dayVirtualizer.scrollToIndex(day, { align: 'auto' });
      if (speak) announce(describe(line, day));
    },
    [from, rowVirtualizer, dayVirtualizer, describe, announce, setCursor, setFocusedBarId],
  );

  const toggleGroup = useCallback(
    (groupId: string, line: number) => {
      toggleCollapsed(groupId);
      setCursor((current) => ({ ...current, line }));
    },
    [toggleCollapsed, setCursor],
  );

  // Group rows change what lies below them: say the new state once it is drawn.
  const toggledLine = useRef<number | null>(null);
  useEffect(() => {
    if (toggledLine.current === null) return;
    announce(describe(toggledLine.current, cursorDay));
    toggledLine.current = null;
  }, [lines, describe, cursorDay, announce]);

  // The bar Tab chose when it still covers the day, else the lowest lane's.
  const barUnderCursor = useCallback(
    (line: number, day: number): TBar | null => {
      const entry = lines[line];
      if (entry?.kind !== 'row') return null;
      const model = rowModels.get(entry.row.id);
      if (!model) return null;
      const focused = model.bars.find((placed) => placed.bar.id === focusedBarId);
      if (focused && focused.span.first <= day && focused.span.last >= day) return focused.bar;
      return barAt(model, day);
    },
    [lines, rowModels, focusedBarId],
  );

  // A group folds or unfolds (said once drawn).
  const foldGroup = useCallback(
    (groupId: string, line: number) => {
      toggledLine.current = line;
      toggleGroup(groupId, line);
    },
    [toggleGroup],
  );

  const activate = useCallback(
    (line: number, day: number) => {
      const entry = lines[line];
      if (!entry) return;
      if (entry.kind === 'group') return foldGroup(entry.group.id, line);
      const bar = barUnderCursor(line, day);
      if (bar) onBarActivate?.(bar, entry.row);
      else onActivate?.(entry.row, dateAt(from, day));
    },
    [lines, onActivate, onBarActivate, from, foldGroup, barUnderCursor],
  );

  return { ...keys, describe, moveTo, activate, barUnderCursor, foldGroup };
}

export type PlannerMoves<TBar extends PlannerBar> = ReturnType<typeof usePlannerMoves<TBar>>;
