import { vi } from 'vitest';

type Listener = (url: string) => void;
type UrlObject = { pathname?: string; query?: Record<string, string | string[] | undefined> };

// Next's router takes a string or { pathname, query }.
function toUrl(url: string | UrlObject, current: string): string {
  if (typeof url === 'string') return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(url.query ?? {})) {
    for (const item of [value ?? []].flat()) params.append(key, item);
  }
  const search = params.toString();
  return `${url.pathname ?? current}${search ? `?${search}` : ''}`;
}

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
    push: vi.fn(async (url: string | UrlObject, _as?: unknown, _options?: unknown) => {
      const target = toUrl(url, router.pathname);
      router.setUrl(target);
      listeners.get('routeChangeComplete')?.forEach((listener) => listener(target));
      return true;
    }),
    replace: vi.fn(async (url: string | UrlObject, _as?: unknown, _options?: unknown) => {
      const target = toUrl(url, router.pathname);
      router.setUrl(target);
      listeners.get('routeChangeComplete')?.forEach((listener) => listener(target));
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
