import { useCallback, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';
import { dayAtX } from '@/lib/planner-grid';
import type { GridLine } from './planner-grid-model';
import type { PlannerBar, PlannerRow } from './planner-grid-types';
import type { PlannerMoves } from './use-planner-moves';

type Setup<TBar extends PlannerBar> = {
  scrollRef: RefObject<HTMLDivElement | null>;
  lines: readonly GridLine<TBar>[];
  moves: PlannerMoves<TBar>;
  cursorDay: number;
  count: number;
  dayWidth: number;
  labelWidth: number;
  justDragged: () => boolean;
  onBarActivate: ((bar: TBar, row: PlannerRow<TBar>) => void) | undefined;
  onBarShiftClick: ((bar: TBar, row: PlannerRow<TBar>) => void) | undefined;
};

// Handlers the memoised rows keep: stable functions that read the latest state. A click puts the
// cursor on the day or bar (a double click activates it); a group's button folds the group.
export function usePlannerPointer<TBar extends PlannerBar>(setup: Setup<TBar>) {
  const { scrollRef } = setup;
  const latest = useRef(setup);
  useLayoutEffect(() => {
    latest.current = setup;
  });

  const onDayPointer = useCallback(
    (line: number, event: MouseEvent<HTMLElement>, activateIt: boolean) => {
      const current = latest.current;
      if (current.justDragged()) return;
      const rect = event.currentTarget.getBoundingClientRect();
      const x = event.clientX - rect.left - current.labelWidth;
      if (x < 0) return;
      const day = dayAtX(x, current.dayWidth, current.count);
      scrollRef.current?.focus({ preventScroll: true });
      current.moves.moveTo(line, day, true);
      if (activateIt) current.moves.activate(line, day);
    },
    [scrollRef],
  );
  const onBarPointer = useCallback(
    (line: number, bar: TBar, day: number, activateIt: boolean, shift: boolean) => {
      const current = latest.current;
      if (current.justDragged()) return;
      scrollRef.current?.focus({ preventScroll: true });
      current.moves.moveTo(line, day, true);
      const entry = current.lines[line];
      if (entry?.kind !== 'row') return;
      if (shift) current.onBarShiftClick?.(bar, entry.row);
      else if (activateIt) current.onBarActivate?.(bar, entry.row);
    },
    [scrollRef],
  );
  const onGroupToggle = useCallback(
    (groupId: string, line: number) => {
      scrollRef.current?.focus({ preventScroll: true });
      latest.current.moves.moveTo(line, latest.current.cursorDay, false);
      latest.current.moves.foldGroup(groupId, line);
    },
    [scrollRef],
  );

  return { onDayPointer, onBarPointer, onGroupToggle };
}
