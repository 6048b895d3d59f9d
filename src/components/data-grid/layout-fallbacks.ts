import { measureElement, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;

// The scroll area's size, for the window of rows: from a ResizeObserver, which the browser calls after
// its own layout (and again on every resize), so mounting a table reads no size from the page. The
// library's own observer reads the element's size at once, in React's commit: a forced layout of the
// whole page, the longest part of a list's first render. Until the first call, `initialRect` (the
// table's height, or the viewport's share of it) stands in. A container with no layout (jsdom,
// display: none) reports 0 × 0, which would render no rows at all: `initialRect` again.
export function observeRectOrFallback(
  instance: RowVirtualizer,
  onRect: (rect: { width: number; height: number }) => void,
) {
  const element = instance.scrollElement;
  const view = instance.targetWindow;
  if (!element || !view) return;
  const report = (width: number, height: number) =>
    onRect(
      height > 0 ? { width: Math.round(width), height: Math.round(height) } : instance.options.initialRect,
    );
  // Without ResizeObserver (jsdom), the library's one-off read: there is no layout to force.
  if (!view.ResizeObserver) return observeElementRect(instance, (rect) => report(rect.width, rect.height));
  const observer = new view.ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize?.[0];
    if (box) report(box.inlineSize, box.blockSize);
    else if (entry) report(entry.contentRect.width, entry.contentRect.height);
  });
  observer.observe(element, { box: 'content-box' });
  return () => observer.disconnect();
}

// A row's height: what its ResizeObserver entry says (the browser calls it after its own layout), else
// the last one known, else the estimate. Never read from the element when a row mounts: reading a
// height in React's commit forces a layout of the whole page, the longest part of a list's first
// render; the observer's call follows before the first paint. A 0 height (no layout: jsdom, a hidden
// tab) would make every row "visible" and render all of them: the estimate stands in.
export function measureOrEstimate(
  element: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: RowVirtualizer,
): number {
  const index = instance.indexFromElement(element);
  const estimate = () => instance.options.estimateSize(index);
  if (!entry) return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? estimate();
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : estimate();
}
