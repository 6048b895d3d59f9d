import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useGridCursor } from '@/components/grid/use-grid-cursor';
import { withIndex } from '@/components/grid/with-index';
import { observeRectOrFallback } from '@/components/planner-grid/planner-grid-model';
import type { GridCursor } from '@/lib/grid-cursor';
import type { TrafficPeriod } from '@/lib/traffic-periods';
import { HEADER_HEIGHT, LINE_HEIGHT, PINNED_COUNT, PINNED_WIDTH, periodOfColumn } from './table-columns';
import { describeTableCell } from './table-describe';
import type { TableLine } from './table-model';

const OVERSCAN = 8;
// What the grid assumes before it is measured (and where nothing measures, as in tests).
const INITIAL_RECT = { width: 1200, height: 600 };
// The shortest line: how many a screen holds for PageUp/PageDown.
const PAGE_LINE_HEIGHT = 48;

type Setup = {
  lines: readonly TableLine[];
  periods: readonly TrafficPeriod[];
  periodWidth: number;
  columnCount: number;
  showPending: boolean;
  canEdit: boolean;
  // The sticky totals (and forecast) at the bottom: a row the cursor reaches stops above them.
  footerHeight: number;
};

// The table's cursor on the grids' one model: a line and a column, the lines virtualised around it,
// every move scrolled into view (clear of the pinned columns) and read aloud.
export function useTableCursor({
  lines,
  periods,
  periodWidth,
  columnCount,
  showPending,
  canEdit,
  footerHeight,
}: Setup) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [cursor, setCursor] = useState<GridCursor>({ row: 0, column: PINNED_COUNT });
  const line = Math.min(cursor.row, Math.max(0, lines.length - 1));
  const column = Math.min(cursor.column, columnCount - 1);

  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; rows are memoised by hand
  const rows = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => LINE_HEIGHT[lines[index]?.kind ?? 'person'],
    overscan: OVERSCAN,
    paddingStart: HEADER_HEIGHT,
    scrollPaddingStart: HEADER_HEIGHT,
    scrollPaddingEnd: footerHeight,
    initialRect: INITIAL_RECT,
    observeElementRect: observeRectOrFallback,
    getItemKey: (index) => lines[index]?.key ?? index,
    rangeExtractor: useMemo(() => withIndex(line), [line]),
  });

  const describe = useCallback(
    (at: GridCursor) => describeTableCell(lines[at.row], at.column, periods, showPending, canEdit),
    [lines, periods, showPending, canEdit],
  );

  const cursorKeys = useGridCursor({
    bounds: () => ({
      rows: lines.length,
      columns: columnCount,
      pageRows: Math.floor(
        ((rows.scrollRect?.height ?? 600) - HEADER_HEIGHT - footerHeight) / PAGE_LINE_HEIGHT,
      ),
    }),
    describe,
    moveTo: (next) => moveTo(next.row, next.column),
  });
  const { announce } = cursorKeys;

  const moveTo = useCallback(
    (at: number, col: number) => {
      setCursor({ row: at, column: col });
      rows.scrollToIndex(at, { align: 'auto' });
      const scroller = scrollRef.current;
      const periodIndex = periodOfColumn(col);
      if (scroller && periodIndex !== null) {
        const left = PINNED_WIDTH + periodIndex * periodWidth;
        if (left < scroller.scrollLeft + PINNED_WIDTH) scroller.scrollLeft = left - PINNED_WIDTH;
        else if (left + periodWidth > scroller.scrollLeft + scroller.clientWidth)
          scroller.scrollLeft = left + periodWidth - scroller.clientWidth;
      }
      announce(describe({ row: at, column: col }));
    },
    [rows, periodWidth, describe, announce],
  );

  return { scrollRef, rows, line, column, setCursor, moveTo, ...cursorKeys };
}
