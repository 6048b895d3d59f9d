import { act, renderHook } from '@testing-library/react';
import { positiveIdOf } from '@/lib/positive-id';
import { queryWith, useUrlParam, useUrlState, type UrlStateCodec } from '@/components/url/use-url-state';
import { createMemoryRouter, memoryRouter } from '../../support/memory-router';

type Year = { year: number; country: string };
const yearCodec: UrlStateCodec<Year> = {
  read: (query) => ({
    year: Number(query.year) || 2026,
    country: typeof query.country === 'string' ? query.country : 'NL',
  }),
  write: ({ year, country }) => ({ year: String(year), country: country === 'NL' ? undefined : country }),
};

function render<T>(url: string, hook: () => T) {
  memoryRouter.current = createMemoryRouter(url);
  const router = memoryRouter.current;
  const rendered = renderHook(hook);
  const lastMove = (mode: 'push' | 'replace' = 'replace') =>
    router[mode].mock.lastCall as
      [{ pathname: string; query: Record<string, unknown> }, unknown, object] | undefined;
  return { ...rendered, router, lastMove };
}

describe('useUrlState', () => {
  it('reads the screen state from the link through its codec', () => {
    const { result } = render('/settings?tab=holidays&year=2027&country=BE', () => useUrlState(yearCodec));
    expect(result.current[0]).toEqual({ year: 2027, country: 'BE' });
  });

  it('a wrong or missing value reads as the codec default', () => {
    const { result } = render('/settings?year=soon', () => useUrlState(yearCodec));
    expect(result.current[0]).toEqual({ year: 2026, country: 'NL' });
  });

  it('writes only the keys it owns: other keys stay, a default leaves the link', () => {
    const screen = render('/settings?tab=holidays&year=2027&country=BE', () => useUrlState(yearCodec));
    act(() => screen.result.current[1]({ year: 2028, country: 'NL' }));
    const [url, , options] = screen.lastMove() ?? [];
    expect(url).toEqual({ pathname: '/settings', query: { tab: 'holidays', year: '2028' } });
    expect(options).toEqual({ shallow: true, scroll: false });
  });

  it('a move the Back button should undo is pushed', () => {
    const screen = render('/settings', () => useUrlState(yearCodec));
    act(() => screen.result.current[1]({ year: 2030, country: 'DE' }, 'push'));
    expect(screen.lastMove('push')?.[0].query).toEqual({ year: '2030', country: 'DE' });
    expect(screen.router.replace).not.toHaveBeenCalled();
  });
});

describe('goToQuery', () => {
  it("on a dynamic route the page's own path stays, its params out of the query", () => {
    memoryRouter.current = createMemoryRouter();
    const router = memoryRouter.current;
    router.routePattern = '/projects/[...project]';
    router.setUrl('/projects/4/revenue?year=2027');
    const { result } = renderHook(() => useUrlState(yearCodec));
    act(() => result.current[1]({ year: 2028, country: 'BE' }));
    expect(router.replace.mock.lastCall?.[0]).toEqual({
      pathname: '/projects/4/revenue',
      query: { year: '2028', country: 'BE' },
    });
    expect(router.asPath).toBe('/projects/4/revenue?year=2028&country=BE');
  });
});

describe('useUrlParam', () => {
  it('parses one value of the link', () => {
    const { result } = render('/projects/4/invoices?page=3', () => useUrlParam('page', positiveIdOf));
    expect(result.current).toBe(3);
  });

  it('a missing or malformed value parses as the parser says', () => {
    expect(render('/x', () => useUrlParam('page', positiveIdOf)).result.current).toBeNull();
    expect(render('/x?page=-2', () => useUrlParam('page', positiveIdOf)).result.current).toBeNull();
  });
});

describe('queryWith', () => {
  it('sets, replaces and removes keys without touching the rest', () => {
    expect(queryWith({ a: '1', b: ['2', '3'], c: 'x' }, { a: '9', c: undefined, d: 'new' })).toEqual({
      a: '9',
      b: ['2', '3'],
      d: 'new',
    });
  });
});
