import { vi } from 'vitest';

type Listener = (url: string) => void;

// A pages-router stand-in: tests read where the app navigated and can set the current URL.
export function createMemoryRouter(initial = '/') {
  const listeners = new Map<string, Set<Listener>>();
  const router = {
    pathname: '/',
    asPath: '/',
    route: '/',
    query: {} as Record<string, string | string[]>,
    isReady: true,
    basePath: '',
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    history: [] as string[],
    setUrl(url: string) {
      const parsed = new URL(url, 'http://localhost');
      router.pathname = parsed.pathname;
      router.route = parsed.pathname;
      router.asPath = `${parsed.pathname}${parsed.search}${parsed.hash}`;
      router.query = Object.fromEntries(parsed.searchParams.entries());
      router.history.push(router.asPath);
    },
    push: vi.fn(async (url: string) => {
      router.setUrl(url);
      listeners.get('routeChangeComplete')?.forEach((listener) => listener(url));
      return true;
    }),
    replace: vi.fn(async (url: string) => {
      router.setUrl(url);
      listeners.get('routeChangeComplete')?.forEach((listener) => listener(url));
      return true;
    }),
    prefetch: vi.fn(async () => undefined),
    back: vi.fn(),
    reload: vi.fn(),
    beforePopState: vi.fn(),
    events: {
      on: (event: string, listener: Listener) => {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)?.add(listener);
      },
      off: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
      emit: (event: string, url: string) => listeners.get(event)?.forEach((listener) => listener(url)),
    },
  };
  router.setUrl(initial);
  router.history.length = 0;
  return router;
}

export type MemoryRouter = ReturnType<typeof createMemoryRouter>;

export const memoryRouter = { current: createMemoryRouter() };
