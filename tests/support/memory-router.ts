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

// The params Next puts in router.query for a path of a dynamic route: [id] one segment, [...tab] and
// [[...tab]] the rest as a list (an optional catch-all with nothing left is left out).
export function routeParams(route: string, pathname: string): Record<string, string | string[]> {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const params: Record<string, string | string[]> = {};
  route
    .split('/')
    .filter(Boolean)
    .forEach((segment, index) => {
      const catchAll = /^\[(\[)?\.\.\.(\w+)\]\]?$/.exec(segment);
      if (catchAll?.[2]) {
        const rest = parts.slice(index);
        if (rest.length > 0 || !catchAll[1]) params[catchAll[2]] = rest;
        return;
      }
      const name = /^\[(\w+)\]$/.exec(segment)?.[1];
      const part = parts[index];
      if (name && part !== undefined) params[name] = part;
    });
  return params;
}

// A query as Next reads it: a key given more than once is a list.
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    const before = query[key];
    query[key] = before === undefined ? value : [...[before].flat(), value];
  }
  return query;
}

// A pages-router stand-in: tests read where the app navigated and can set the current URL.
export function createMemoryRouter(initial = '/') {
  const listeners = new Map<string, Set<Listener>>();
  const router = {
    pathname: '/',
    asPath: '/',
    route: '/',
    query: {} as Record<string, string | string[]>,
    // The page's route ('/projects/[...project]') once a test names it: its params join every query.
    routePattern: null as string | null,
    isReady: true,
    basePath: '',
    isFallback: false,
    isPreview: false,
    isLocaleDomain: false,
    history: [] as string[],
    setUrl(url: string) {
      const parsed = new URL(url, 'http://localhost');
      router.pathname = parsed.pathname;
      router.route = router.routePattern ?? parsed.pathname;
      router.asPath = `${parsed.pathname}${parsed.search}${parsed.hash}`;
      router.query = {
        ...queryOf(parsed.searchParams),
        ...(router.routePattern ? routeParams(router.routePattern, parsed.pathname) : {}),
      };
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
