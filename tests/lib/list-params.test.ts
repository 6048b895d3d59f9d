import * as z from 'zod/mini';
import { createListCodec, listParam, queryOfSavedView, savedViewOf } from '@/lib/list-params';

const schema = z.object({
  view: listParam.oneOf(['all', 'overdue']),
  q: listParam.text(),
  project: listParam.ids(),
  dataType: listParam.optionalText(),
  paid: listParam.flag(),
});
const codec = createListCodec(schema, {
  filters: { view: 'all', q: '', project: [], dataType: null, paid: false },
  sort: { id: 'issue_date', desc: true },
  perPage: 25,
  sortable: ['issue_date', 'total'],
});
const defaults = codec.decode({});

describe('list state in the URL', () => {
  it('defaults stay out of the URL', () => {
    expect(codec.encode(defaults)).toEqual({});
    expect(codec.encode({ ...defaults, page: 1, perPage: 25 })).toEqual({});
  });

  it('writes what differs, snake_cased, and reads back what it wrote', () => {
    const state = {
      filters: { view: 'overdue' as const, q: 'atlas', project: [3, 7], dataType: 'title', paid: true },
      sort: { id: 'total', desc: false },
      page: 3,
      perPage: 50,
    };
    const query = codec.encode(state);
    expect(query).toEqual({
      view: 'overdue',
      q: 'atlas',
      project: ['3', '7'],
      data_type: 'title',
      paid: 'true',
      sort: 'total:asc',
      page: '3',
      per_page: '50',
    });
    expect(codec.decode(query)).toEqual(state);
  });

  it('reads what a person or another app may write: key[]=, one value for a list, -column sorts', () => {
    expect(codec.decode({ 'project[]': ['1', '2'], sort: '-total' })).toMatchObject({
      filters: { project: [1, 2] },
      sort: { id: 'total', desc: true },
    });
    expect(codec.decode({ project: '4' }).filters.project).toEqual([4]);
  });

  it('a value it cannot read falls back to the default, never to an error', () => {
    expect(
      codec.decode({
        view: 'deleted',
        project: ['x'],
        paid: 'maybe',
        sort: 'secret:asc',
        page: '-2',
        per_page: '7',
      }),
    ).toEqual(defaults);
  });

  it('keeps keys it does not own (a route param, an open drawer) when it merges', () => {
    expect(
      codec.merge(
        { id: '12', invoice: '42', q: 'old', page: '4' },
        { ...defaults, filters: { ...defaults.filters, q: 'new' } },
      ),
    ).toEqual({
      id: '12',
      invoice: '42',
      q: 'new',
    });
  });

  it('the filters key ignores page and sort; the count ignores defaults and the given tab', () => {
    const filters = { ...defaults.filters, view: 'overdue' as const, q: 'x' };
    expect(codec.filtersKey(filters)).toBe(codec.filtersKey({ ...filters }));
    expect(codec.filtersKey(filters)).not.toBe(codec.filtersKey(defaults.filters));
    expect(codec.activeCount(filters)).toBe(2);
    expect(codec.activeCount(filters, ['view'])).toBe(1);
  });

  it('refuses a filter that would collide with sort, page or per_page', () => {
    expect(() =>
      createListCodec(z.object({ perPage: listParam.text() }), {
        filters: { perPage: '' },
        sort: { id: 'a', desc: false },
      }),
    ).toThrow(/perPage/);
  });
});

describe('a saved view of a list', () => {
  it('keeps text values, lists as numbered keys, and not the page; applied, the lists come back in order', () => {
    const saved = savedViewOf({
      search: 'atlas',
      statuses: ['active', 'on_hold'],
      page: '3',
      sort: '-title',
    });
    expect(saved).toEqual({
      search: 'atlas',
      'statuses.0': 'active',
      'statuses.1': 'on_hold',
      sort: '-title',
    });
    expect(queryOfSavedView({ 'statuses.1': 'on_hold', search: 'atlas', 'statuses.0': 'active' })).toEqual({
      search: 'atlas',
      statuses: ['active', 'on_hold'],
    });
  });
});
