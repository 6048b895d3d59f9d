import type { KeyboardEvent } from 'react';
import { dateAt, dayIndexOf } from '@/lib/planner-grid';
import { dayLabel, type GridLine, type RowModel } from './planner-grid-model';
import type { PlannerBar, PlannerGridProps, PlannerKeyContext } from './planner-grid-types';
import type { PlannerCursor } from './use-planner-cursor';
import type { PlannerMoves } from './use-planner-moves';

type Setup<TBar extends PlannerBar> = Pick<
  PlannerGridProps<TBar>,
  'onRangeActivate' | 'tabThroughBars' | 'onKey' | 'onZoomStep'
> & {
  lines: readonly GridLine<TBar>[];
  rowModels: ReadonlyMap<string, RowModel<TBar>>;
  from: string;
  count: number;
  cursor: PlannerCursor;
  moves: PlannerMoves<TBar>;
};

const plainShiftArrow = (event: KeyboardEvent) =>
  event.shiftKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.metaKey &&
  (event.key === 'ArrowLeft' || event.key === 'ArrowRight');

// The planner's keys, in order: Shift+←/→ marks days and Enter hands them on, Enter or Space
// activates, Escape drops the marks and the bar, Tab goes bar to bar, then the caller's keys, +/- zoom,
// and last the grids' one cursor model.
export function usePlannerKeys<TBar extends PlannerBar>({
  lines,
  rowModels,
  from,
  count,
  cursor,
  moves,
  onRangeActivate,
  tabThroughBars = false,
  onKey,
  onZoomStep,
}: Setup<TBar>) {
  const { cursorLine, cursorDay, range, setRange, marked, focusedBarId, setFocusedBarId } = cursor;
  const { moveTo, announce, describe } = moves;

  const keyContext = (): PlannerKeyContext<TBar> => {
    const entry = lines[cursorLine];
    return {
      row: entry?.kind === 'row' ? entry.row : null,
      date: dateAt(from, cursorDay),
      bar: moves.barUnderCursor(cursorLine, cursorDay),
      range: marked ? { start: dateAt(from, marked.first), end: dateAt(from, marked.last) } : null,
      moveCursor: (date, speak = true) => {
        const day = Math.min(Math.max(dayIndexOf(from, date), 0), Math.max(count - 1, 0));
        moveTo(cursorLine, day, false, true);
        if (speak) announce(describe(cursorLine, day));
      },
      announce,
    };
  };

  // Tab / Shift+Tab: the next or previous bar of the cursor's row; false past either end.
  const tabToBar = (backwards: boolean): boolean => {
    const entry = lines[cursorLine];
    const model = entry?.kind === 'row' ? rowModels.get(entry.row.id) : undefined;
    if (!model || model.bars.length === 0) return false;
    const current = model.bars.findIndex((placed) => placed.bar.id === focusedBarId);
    const next =
      current < 0
        ? backwards
          ? model.bars.findLastIndex((placed) => placed.span.first <= cursorDay)
          : model.bars.findIndex((placed) => placed.span.first >= cursorDay)
        : current + (backwards ? -1 : 1);
    const placed = model.bars[next];
    if (!placed) return false;
    moveTo(cursorLine, placed.span.first, false, true);
    setFocusedBarId(placed.bar.id);
    announce(placed.bar.label);
    return true;
  };

  const markDay = (event: KeyboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const anchor = range && range.line === cursorLine ? range.anchor : cursorDay;
    const day = Math.min(Math.max(cursorDay + (event.key === 'ArrowLeft' ? -1 : 1), 0), count - 1);
    setRange({ line: cursorLine, anchor });
    moveTo(cursorLine, day, false);
    const first = Math.min(anchor, day);
    const last = Math.max(anchor, day);
    announce(
      `Marked ${dayLabel(dateAt(from, first))} to ${dayLabel(dateAt(from, last))}, ${last - first + 1} days`,
    );
  };

  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || lines.length === 0) return;
    const entry = lines[cursorLine];
    if (onRangeActivate && entry?.kind === 'row' && plainShiftArrow(event)) return markDay(event);
    if (event.key === 'Enter' && marked && onRangeActivate) {
      event.preventDefault();
      setRange(null);
      if (entry?.kind === 'row')
        onRangeActivate(entry.row, dateAt(from, marked.first), dateAt(from, marked.last));
      return;
    }
    if (event.key === 'Enter' || (event.key === ' ' && entry?.kind === 'group')) {
      event.preventDefault();
      moves.activate(cursorLine, cursorDay);
      return;
    }
    if (event.key === 'Escape' && (range || focusedBarId)) {
      setRange(null);
      setFocusedBarId(null);
    }
    if (tabThroughBars && event.key === 'Tab' && !event.altKey && !event.ctrlKey && !event.metaKey) {
      if (tabToBar(event.shiftKey)) event.preventDefault();
      else setFocusedBarId(null);
      return;
    }
    if (onKey?.(event, keyContext())) {
      event.preventDefault();
      return;
    }
    if (event.altKey) return;
    if (onZoomStep && (event.key === '+' || event.key === '=' || event.key === '-')) {
      event.preventDefault();
      onZoomStep(event.key === '-' ? 1 : -1);
      return;
    }
    moves.moveByKey({ row: cursorLine, column: cursorDay }, event);
  };
}
