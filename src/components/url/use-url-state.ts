import { type NextRouter, useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import type { UrlQuery } from '@/lib/list-params';

// The keys a piece of screen state owns, as they go into the link; undefined takes a key out.
export type UrlWrite = Record<string, string | undefined>;

// How a screen's state (a tab, a year, an open drawer) lives in the link: read from the whole query,
// written as the keys it owns. Keep a codec a module constant: the hook memoises on it.
export type UrlStateCodec<State> = {
  read: (query: UrlQuery) => State;
  write: (state: State) => UrlWrite;
};

export type UrlMove = 'push' | 'replace';

// The query with `changes` applied and every other key (filters, another drawer) kept.
export function queryWith(query: NextRouter['query'], changes: UrlWrite): UrlQuery {
  const next: UrlQuery = { ...(query as UrlQuery) };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return next;
}

// The params of a dynamic route ('/projects/[...project]' → project): they live in its path.
const routeParamsOf = (route: string) => [...route.matchAll(/\[\[?(?:\.\.\.)?(\w+)\]\]?/g)].map((m) => m[1]);

// Moves within the page without scrolling or refetching the page's data; `replace` unless the move
// is one the Back button should undo (opening a dialog). On a dynamic route the page's own path is
// kept as it is, and the route's params stay out of the query.
export function goToQuery(router: NextRouter, query: NextRouter['query'], mode: UrlMove = 'replace') {
  const params = routeParamsOf(router.route);
  const pathname = params.length > 0 ? (router.asPath.split(/[?#]/)[0] ?? router.pathname) : router.pathname;
  const own = Object.fromEntries(Object.entries(query).filter(([key]) => !params.includes(key)));
  void router[mode]({ pathname, query: own }, undefined, { shallow: true, scroll: false });
}

// A screen's state in the link: the value the codec reads, and a setter that writes only its keys.
export function useUrlState<State>(codec: UrlStateCodec<State>) {
  const router = useRouter();
  const state = useMemo(() => codec.read(router.query as UrlQuery), [codec, router.query]);
  const setState = useCallback(
    (next: State, mode: UrlMove = 'replace') =>
      goToQuery(router, queryWith(router.query, codec.write(next)), mode),
    [codec, router],
  );
  return [state, setState] as const;
}

// One value of the link, parsed: `useUrlParam('page', positiveIdOf) ?? 1`. Null until the router is
// ready on a static page, like a missing key.
export function useUrlParam<Value>(key: string, parse: (raw: string | string[] | undefined) => Value) {
  const { query } = useRouter();
  const raw = query[key];
  return useMemo(() => parse(raw), [parse, raw]);
}
