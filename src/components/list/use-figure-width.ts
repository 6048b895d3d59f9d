import { useLayoutEffect, useState, type RefObject } from 'react';

// Marks the element holding a card's figure, drawn as one unbroken block.
export const KPI_FIGURE_ATTRIBUTE = 'data-kpi-figure';

const figuresOf = (list: HTMLElement) => list.querySelectorAll<HTMLElement>(`[${KPI_FIGURE_ATTRIBUTE}]`);

const widestFigure = (list: HTMLElement): number =>
  Math.max(0, ...Array.from(figuresOf(list), (figure) => Math.ceil(figure.getBoundingClientRect().width)));

// The width of the widest figure in the list, in pixels: measured before the cards are painted when
// `measureKey` changes (other cards, loading or loaded), and again when a figure changes size (a web
// font arriving, a new value). Not on every render: each measure lays the whole page out, and a list
// screen renders many times while its data arrives. 0 where nothing is laid out.
export function useFigureWidth(listRef: RefObject<HTMLElement | null>, measureKey: string): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => setWidth(widestFigure(list));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    // Called after layout, so its own measure forces none.
    const observer = new ResizeObserver(measure);
    figuresOf(list).forEach((figure) => observer.observe(figure));
    return () => observer.disconnect();
  }, [listRef, measureKey]);
  return width;
}
