import { act, render, screen } from '@testing-library/react';
import { useNearViewport } from '@/components/hooks/use-near-viewport';

type Watcher = {
  callback: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  disconnected: boolean;
};

function stubIntersectionObserver() {
  const watchers: Watcher[] = [];
  class FakeObserver {
    private readonly watcher: Watcher;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.watcher = { callback, options, disconnected: false };
      watchers.push(this.watcher);
    }
    observe() {}
    disconnect() {
      this.watcher.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  const scroll = (isIntersecting: boolean) =>
    act(() => {
      for (const watcher of watchers.filter((entry) => !entry.disconnected))
        watcher.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  return { watchers, scroll };
}

function Chart() {
  const [place, near] = useNearViewport();
  return <div ref={place}>{near ? 'the chart' : 'its skeleton'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

describe('a chart below the fold (issue 34: charts are not drawn before they are visible)', () => {
  it('keeps its skeleton until the reader scrolls near it, then draws and stops watching', () => {
    const { watchers, scroll } = stubIntersectionObserver();
    render(<Chart />);
    expect(screen.getByText('its skeleton')).toBeInTheDocument();
    expect(watchers[0]?.options?.rootMargin).toBe('300px');

    scroll(false);
    expect(screen.getByText('its skeleton')).toBeInTheDocument();

    scroll(true);
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(watchers.every((watcher) => watcher.disconnected)).toBe(true);
  });

  it('draws at once where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Chart />);
    expect(screen.getByText('the chart')).toBeInTheDocument();
  });
});
