import { useEffect, useState } from 'react';
import { markedSpan } from '@/lib/grid-cursor';
import { dayIndexOf } from '@/lib/planner-grid';
import type { GridLine } from './planner-grid-model';
import type { PlannerBar } from './planner-grid-types';

type Setup<TBar extends PlannerBar> = {
  lines: readonly GridLine<TBar>[];
  from: string;
  to: string;
  count: number;
  today: string;
  initialDate: string | undefined;
  onCursorChange: ((date: string) => void) | undefined;
};

// Where the planner's cursor is: a line and a day. It holds a date, so a new zoom or period keeps the
// day it was on when it can; with it the days Shift marked and the bar Tab chose.
export function usePlannerCursor<TBar extends PlannerBar>({
  lines,
  from,
  to,
  count,
  today,
  initialDate,
  onCursorChange,
}: Setup<TBar>) {
  const [cursor, setCursor] = useState(() => ({ line: 0, date: initialDate ?? today }));
  const cursorLine = Math.min(cursor.line, Math.max(lines.length - 1, 0));
  // A period that does not hold the cursor's day (the address read after the first render) starts it
  // on `initialDate` when that is inside.
  const inRange = (date: string | undefined): date is string => !!date && date >= from && date <= to;
  const cursorDate = inRange(cursor.date) || !inRange(initialDate) ? cursor.date : initialDate;
  const rawDay = dayIndexOf(from, cursorDate);
  const cursorDay = count === 0 ? 0 : Math.min(Math.max(Number.isNaN(rawDay) ? 0 : rawDay, 0), count - 1);
  // Days marked with Shift+arrows: from `anchor` to the cursor, on the cursor's line.
  const [range, setRange] = useState<{ line: number; anchor: number } | null>(null);
  // The bar Tab moved the cursor onto.
  const [focusedBarId, setFocusedBarId] = useState<string | null>(null);
  const marked = range && range.line === cursorLine ? markedSpan(range.anchor, cursorDay) : null;
  useEffect(() => {
    onCursorChange?.(cursorDate);
  }, [cursorDate, onCursorChange]);

  return {
    setCursor,
    cursorLine,
    cursorDay,
    range,
    setRange,
    marked,
    focusedBarId,
    setFocusedBarId,
  };
}

export type PlannerCursor = ReturnType<typeof usePlannerCursor>;
