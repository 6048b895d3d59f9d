import { useCallback, useEffect, useRef, useState } from 'react';

// Redrawing a page costs a full canvas render: wait until a resize (a drawer sliding, a window dragged)
// has settled.
const SETTLE_MS = 150;

// The content width of the element the returned ref is attached to; null until it has been laid out
// with a width, so nothing is drawn for a hidden or collapsed container.
export function useContainerWidth<T extends HTMLElement>(): [(node: T | null) => void, number | null] {
  const [node, setNode] = useState<T | null>(null);
  const [width, setWidth] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const ref = useCallback((element: T | null) => setNode(element), []);

  useEffect(() => {
    if (!node) return;
    let measured = false;
    const apply = (next: number) => setWidth(next > 0 ? Math.floor(next) : null);
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = entry.contentRect.width;
      clearTimeout(timer.current);
      // The first real measurement draws at once; later ones wait for the resize to end.
      if (!measured) {
        measured = next > 0;
        apply(next);
        return;
      }
      timer.current = setTimeout(() => apply(next), SETTLE_MS);
    });
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearTimeout(timer.current);
    };
  }, [node]);

  return [ref, width];
}
