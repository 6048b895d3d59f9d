import type { Row, SortingState } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { measureOrEstimate, observeRectOrFallback } from './layout-fallbacks';

// Used before layout when `height` is a CSS length we cannot resolve (e.g. '70vh').
const ASSUMED_VIEWPORT_HEIGHT = 600;

type VirtualRowsSetup<TRow> = {
  rows: Row<TRow>[];
  // False while loading or empty: no rows are drawn.
  showRows: boolean;
  height: number | string;
  estimateRowHeight: number;
  overscan: number;
  initialRect: { width: number; height: number } | undefined;
  activeRowId: string | null;
  sorting: SortingState;
  page: number;
};

// The rows in the scroll area's window, with the space above and below them, so the scrollbar matches
// the full list; the keyboard's row kept in view, and the top shown after a new sort or page.
export function useVirtualTableRows<TRow>({
  rows,
  showRows,
  height,
  estimateRowHeight,
  overscan,
  initialRect,
  activeRowId,
  sorting,
  page,
}: VirtualRowsSetup<TRow>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const estimateSize = useCallback(() => estimateRowHeight, [estimateRowHeight]);
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // The viewport assumed before layout is known: server render, first paint, and jsdom in tests.
  const assumedRect = useMemo(
    () => initialRect ?? { width: 0, height: typeof height === 'number' ? height : ASSUMED_VIEWPORT_HEIGHT },
    [initialRect, height],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; rows are memoised by hand
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan,
    initialRect: assumedRect,
    observeElementRect: observeRectOrFallback,
    measureElement: measureOrEstimate,
  });

  // The keyboard's row stays in view as j/k move it.
  const activeIndex = activeRowId === null ? -1 : rows.findIndex((row) => row.id === activeRowId);
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  // A new sort (or page) shows the top of the new order, not the same offset into it.
  const sortKey = `${sorting.map((sort) => `${sort.id}:${sort.desc ? 'desc' : 'asc'}`).join(',')}@${page}`;
  const shownSortKey = useRef(sortKey);
  useEffect(() => {
    if (shownSortKey.current === sortKey) return;
    shownSortKey.current = sortKey;
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [sortKey]);

  const virtualItems = showRows ? virtualizer.getVirtualItems() : [];
  const firstItem = virtualItems[0];
  const lastItem = virtualItems[virtualItems.length - 1];
  return {
    scrollRef,
    virtualItems,
    paddingTop: firstItem?.start ?? 0,
    paddingBottom: lastItem ? virtualizer.getTotalSize() - lastItem.end : 0,
    measureElement: virtualizer.measureElement,
  };
}

export type VirtualTableRows = ReturnType<typeof useVirtualTableRows>;
