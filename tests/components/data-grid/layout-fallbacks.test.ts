// @vitest-environment jsdom
import {
  Virtualizer,
  elementScroll,
  observeElementOffset,
  observeElementRect,
} from '@tanstack/react-virtual';
import { measureOrEstimate, observeRectOrFallback } from '@/components/data-grid/layout-fallbacks';

const ESTIMATE = 52;

function rowsVirtualizer() {
  return new Virtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: 10,
    getScrollElement: () => null,
    estimateSize: () => ESTIMATE,
    getItemKey: (index) => `row-${index}`,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
  });
}

// An element whose layout must not be read: reading it in React's commit lays the whole page out.
function unreadable<T extends HTMLElement>(element: T): T {
  for (const property of ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'])
    Object.defineProperty(element, property, {
      get: () => {
        throw new Error(`${property} read while mounting`);
      },
    });
  element.getBoundingClientRect = () => {
    throw new Error('getBoundingClientRect read while mounting');
  };
  return element;
}

// A row whose layout must not be read.
function unreadableRow(index: number) {
  const row = unreadable(document.createElement('tr'));
  row.setAttribute('data-index', String(index));
  return row;
}

const entryOf = (target: Element, blockSize: number) =>
  ({ target, borderBoxSize: [{ blockSize, inlineSize: 900 }] }) as unknown as ResizeObserverEntry;

describe('a table row’s height', () => {
  it('is the estimate when a row mounts, not read from the page (no forced layout)', () => {
    expect(measureOrEstimate(unreadableRow(3), undefined, rowsVirtualizer())).toBe(ESTIMATE);
  });

  it('is the last height the browser reported when the row mounts again', () => {
    const virtualizer = rowsVirtualizer();
    virtualizer.itemSizeCache.set('row-3', 73);
    expect(measureOrEstimate(unreadableRow(3), undefined, virtualizer)).toBe(73);
  });

  it('is what the ResizeObserver reports after the browser’s layout', () => {
    const row = unreadableRow(3);
    expect(measureOrEstimate(row, entryOf(row, 73), rowsVirtualizer())).toBe(73);
  });

  it('falls back on the estimate where nothing is laid out (a hidden tab), so not every row renders', () => {
    const row = unreadableRow(3);
    expect(measureOrEstimate(row, entryOf(row, 0), rowsVirtualizer())).toBe(ESTIMATE);
  });
});

describe('the size of a table’s scroll area', () => {
  const INITIAL = { width: 0, height: 600 };

  function observe() {
    const observers: { callback: ResizeObserverCallback; observed: Element[] }[] = [];
    class FakeResizeObserver {
      observed: Element[] = [];
      constructor(public callback: ResizeObserverCallback) {
        observers.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      disconnect() {}
    }
    const area = unreadable(document.createElement('div'));
    const instance = {
      scrollElement: area,
      targetWindow: { ResizeObserver: FakeResizeObserver },
      options: { initialRect: INITIAL },
    } as unknown as Parameters<typeof observeRectOrFallback>[0];
    const reported = vi.fn();
    observeRectOrFallback(instance, reported);
    const report = (inlineSize: number, blockSize: number) =>
      observers[0]!.callback(
        [{ target: area, contentBoxSize: [{ inlineSize, blockSize }] } as unknown as ResizeObserverEntry],
        observers[0] as unknown as ResizeObserver,
      );
    return { observers, area, reported, report };
  }

  it('is not read from the page when a table mounts, only watched (no forced layout)', () => {
    const { observers, area, reported } = observe();
    expect(observers.flatMap((observer) => observer.observed)).toEqual([area]);
    expect(reported).not.toHaveBeenCalled();
  });

  it('is what the ResizeObserver reports after the browser’s layout, and again on a resize', () => {
    const { reported, report } = observe();
    report(1200.4, 657.6);
    report(1200, 420);
    expect(reported.mock.calls).toEqual([[{ width: 1200, height: 658 }], [{ width: 1200, height: 420 }]]);
  });

  it('stays the assumed one where nothing is laid out (a hidden tab), so rows still render', () => {
    const { reported, report } = observe();
    report(0, 0);
    expect(reported).toHaveBeenCalledWith(INITIAL);
  });
});
