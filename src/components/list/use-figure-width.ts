import { useLayoutEffect, useState, type RefObject } from 'react';

// Marks the element holding a card's figure, drawn as one unbroken block.
export const KPI_FIGURE_ATTRIBUTE = 'data-kpi-figure';

const widestFigure = (list: HTMLElement): number =>
  Math.max(
    0,
    ...Array.from(list.querySelectorAll<HTMLElement>(`[${KPI_FIGURE_ATTRIBUTE}]`), (figure) =>
      Math.ceil(figure.getBoundingClientRect().width),
    ),
  );

// The width of the widest figure in the list, in pixels: measured before the cards are painted, and
// again when a figure changes size (a web font arriving, a new value). 0 where nothing is laid out.
export function useFigureWidth(listRef: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setWidth(widestFigure(list));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    list.querySelectorAll(`[${KPI_FIGURE_ATTRIBUTE}]`).forEach((figure) => observer.observe(figure));
    return () => observer.disconnect();
  });
  return width;
}
