import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { withIndex } from '@/components/grid/with-index';
import { initialDayScroll, type PlannerZoom } from '@/lib/planner-grid';
import { observeRectOrFallback } from './planner-grid-model';

const ROW_OVERSCAN = 10;
const DAY_OVERSCAN = 8;

type Setup = {
  from: string;
  to: string;
  zoom: PlannerZoom;
  lineCount: number;
  lineHeights: readonly number[];
  rowHeight: number;
  headerHeight: number;
  count: number;
  dayWidth: number;
  labelWidth: number;
  height: number;
  initialRect: { width: number; height: number } | undefined;
  // The cursor's line and day stay rendered.
  cursorLine: number;
  cursorDay: number;
};

// Lines down and days across, both virtualised in one scroller; a new period or zoom opens where
// initialDayScroll says.
export function usePlannerVirtual({
  from,
  to,
  zoom,
  lineCount,
  lineHeights,
  rowHeight,
  headerHeight,
  count,
  dayWidth,
  labelWidth,
  height,
  initialRect,
  cursorLine,
  cursorDay,
}: Setup) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const assumedRect = useMemo(() => initialRect ?? { width: 1200, height }, [initialRect, height]);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; rows are memoised by hand
  const rowVirtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count: lineCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => lineHeights[index] ?? rowHeight,
    overscan: ROW_OVERSCAN,
    paddingStart: headerHeight,
    scrollPaddingStart: headerHeight,
    initialRect: assumedRect,
    observeElementRect: observeRectOrFallback,
    rangeExtractor: useMemo(() => withIndex(cursorLine), [cursorLine]),
  });
  const dayVirtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    horizontal: true,
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => dayWidth,
    overscan: DAY_OVERSCAN,
    paddingStart: labelWidth,
    scrollPaddingStart: labelWidth,
    initialRect: assumedRect,
    observeElementRect: observeRectOrFallback,
    rangeExtractor: useMemo(() => withIndex(cursorDay), [cursorDay]),
  });
  // Sizes are fixed per zoom: a new width re-measures every column.
  useLayoutEffect(() => {
    dayVirtualizer.measure();
  }, [dayVirtualizer, dayWidth]);
  // Rows change height when their lanes do.
  const heightsKey = useMemo(() => lineHeights.join(','), [lineHeights]);
  useLayoutEffect(() => {
    rowVirtualizer.measure();
  }, [rowVirtualizer, heightsKey]);

  useEffect(() => {
    if (count === 0) return;
    const width = scrollRef.current?.clientWidth || assumedRect.width;
    dayVirtualizer.scrollToOffset(initialDayScroll(zoom, cursorDay, dayWidth, width - labelWidth, count));
    // Only when the range changes, not on every cursor move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [from, to, dayWidth]);

  // The line under a y offset of the canvas, -1 above the first or below the last.
  const lineAt = useCallback(
    (offset: number): number => {
      if (offset < headerHeight) return -1;
      const item = rowVirtualizer.getVirtualItemForOffset(offset);
      return item && offset < item.end ? item.index : -1;
    },
    [rowVirtualizer, headerHeight],
  );

  return { scrollRef, rowVirtualizer, dayVirtualizer, lineAt };
}
