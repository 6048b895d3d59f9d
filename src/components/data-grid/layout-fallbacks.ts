import { measureElement, observeElementRect, type Virtualizer } from '@tanstack/react-virtual';

type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;

// A container with no layout (jsdom, display: none) reports 0 × 0, which would render no rows at all:
// keep the initial rect instead, so tests and hidden tabs still get a sensible window.
export function observeRectOrFallback(
  instance: RowVirtualizer,
  onRect: (rect: { width: number; height: number }) => void,
) {
  return observeElementRect(instance, (rect) =>
    onRect(rect.height > 0 ? rect : instance.options.initialRect),
  );
}

// The same for rows: a 0 height would make every row "visible" and render all of them.
export function measureOrEstimate(
  element: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: RowVirtualizer,
): number {
  const size = measureElement(element, entry, instance);
  return size > 0 ? size : instance.options.estimateSize(instance.indexFromElement(element));
}
