import { useCallback, useRef, useState } from 'react';

// [ref, near]: `near` turns true once the element given `ref` has come within `margin` of the viewport,
// and stays true: a chart below the fold loads and draws when the reader scrolls towards it, not during
// the screen's first render. Where the browser cannot tell (no IntersectionObserver), it is true at once.
export function useNearViewport(margin = '300px'): [(element: Element | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (element: Element | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || typeof IntersectionObserver === 'undefined') return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          setNear(true);
          observer.current?.disconnect();
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin],
  );
  return [ref, near];
}
