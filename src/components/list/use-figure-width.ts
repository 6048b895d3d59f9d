import { useLayoutEffect, type RefObject } from 'react';

// Marks the element holding a card's figure, drawn as one unbroken block.
export const KPI_FIGURE_ATTRIBUTE = 'data-kpi-figure';

const figuresOf = (list: HTMLElement) => list.querySelectorAll<HTMLElement>(`[${KPI_FIGURE_ATTRIBUTE}]`);

const widestFigure = (list: HTMLElement): number =>
  Math.max(0, ...Array.from(figuresOf(list), (figure) => Math.ceil(figure.getBoundingClientRect().width)));

// Keeps `apply(width)` told the width of the widest figure in the list, in pixels (0 where nothing is
// laid out), and again whenever a figure changes size (a web font arriving, a new value). Measured
// from a ResizeObserver, which the browser calls after its own layout and before painting: reading the
// sizes then forces no layout of the page (measuring in a layout effect cost a whole-page layout in
// the commit of every list screen), and what `apply` writes is in the first frame painted, so nothing
// moves. `apply` writes to the DOM, not to React state: no render follows. Figures are looked up again
// when `measureKey` changes (other cards, loading or loaded). Without ResizeObserver (jsdom), measured
// once per `measureKey` after the commit.
export function useFigureWidth(
  listRef: RefObject<HTMLElement | null>,
  measureKey: string,
  apply: (list: HTMLElement, width: number) => void,
): void {
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => apply(list, widestFigure(list));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    figuresOf(list).forEach((figure) => observer.observe(figure));
    return () => observer.disconnect();
  }, [listRef, measureKey, apply]);
}
