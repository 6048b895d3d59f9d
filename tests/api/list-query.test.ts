import { defineListQuery, listFilter } from '@/api/list-query';

// The kit every list's query is declared with (issue 31): one declaration, the client's params and the
// mock's reading of them.
const colours = defineListQuery({
  sorts: ['name', 'created_at'],
  filters: {
    search: listFilter.text(),
    user_ids: listFilter.ids(),
    statuses: listFilter.manyOf(['open', 'closed']),
    from: listFilter.day(),
    awaiting_me: listFilter.flag(),
  },
  maxPerPage: 50,
});

const url = (query: string) => new URL(`https://acme.api.test/api/colours?${query}`);

describe('a list query declared once', () => {
  it('sends only the filters that are set, a flag as 1 and a descending sort as -key', () => {
    expect(
      colours.params(
        { search: '', user_ids: [], statuses: ['open'], awaiting_me: true },
        { page: 2, perPage: 10, sort: { id: 'created_at', desc: true } },
      ),
    ).toEqual({ statuses: ['open'], awaiting_me: 1, page: 2, per_page: 10, sort: '-created_at' });
    expect(colours.params({ awaiting_me: false })).toEqual({});
  });

  it('reads what the client sends back as the same filters', () => {
    const read = colours.read(
      url(
        'search=ann&user_ids[]=3&user_ids[]=7&statuses[]=open&from=2025-05-01&awaiting_me=1&sort=-name&page=2&per_page=50',
      ),
    );
    expect(read).toEqual({
      ok: true,
      query: {
        filters: {
          search: 'ann',
          user_ids: [3, 7],
          statuses: ['open'],
          from: '2025-05-01',
          awaiting_me: true,
        },
        sort: { id: 'name', desc: true },
        page: 2,
        perPage: 50,
      },
    });
  });

  it('reads arrays written as key=, key[]= or key[n]=, as Laravel does', () => {
    const read = colours.read(url('user_ids=1&user_ids[]=2&user_ids[5]=3'));
    expect(read.ok && read.query.filters.user_ids).toEqual([1, 2, 3]);
  });

  it('refuses a sort key the list does not have, with Laravel’s message', () => {
    expect(colours.read(url('sort=period_from'))).toEqual({
      ok: false,
      errors: { sort: ['The selected sort is invalid.'] },
    });
  });

  it('refuses a filter value outside its type or its values', () => {
    const read = colours.read(url('statuses[]=lost&user_ids[]=x&from=May'));
    expect(read.ok).toBe(false);
    expect(!read.ok && Object.keys(read.errors).sort()).toEqual(['from', 'statuses.0', 'user_ids.0']);
  });

  it('refuses a page size above the list’s largest and a page below 1', () => {
    const read = colours.read(url('per_page=51&page=0'));
    expect(!read.ok && Object.keys(read.errors).sort()).toEqual(['page', 'per_page']);
  });

  it('names its sort keys for the screen, and maps a link’s id to one or null', () => {
    expect(colours.sorts).toEqual(['name', 'created_at']);
    expect(colours.sortKeyOf('name')).toBe('name');
    expect(colours.sortKeyOf('period_from')).toBeNull();
  });
});

// Lists that page by page alone or not at all, take no sort, or say more than Laravel's `in` message.
const reportLike = defineListQuery({
  sorts: [],
  filters: { year: listFilter.integer(), user_ids: listFilter.ids() },
  paging: 'none',
  messages: { user_ids: 'The :field field must be an integer.' },
});
const fixedSize = defineListQuery({
  sorts: [],
  filters: { list: listFilter.oneOf(['employees', 'projects']) },
  paging: 'page',
  perPage: 10,
});

describe('a list query that pages otherwise or takes no sort', () => {
  it('sends no page, page size or sort the list does not take', () => {
    expect(reportLike.params({ year: 2025 }, { page: 2, perPage: 50 })).toEqual({ year: 2025 });
    expect(fixedSize.params({ list: 'projects' }, { page: 2, perPage: 50 })).toEqual({
      list: 'projects',
      page: 2,
    });
  });

  it('types only the parameters the list takes (checked by tsc)', () => {
    expectTypeOf(reportLike.params({})).toEqualTypeOf<{ year?: number; user_ids?: number[] }>();
    expectTypeOf(fixedSize.params({})).toEqualTypeOf<{ list?: 'employees' | 'projects'; page?: number }>();
  });

  it('refuses any sort when the list has no sort keys', () => {
    expect(fixedSize.read(url('sort=name'))).toEqual({
      ok: false,
      errors: { sort: ['The selected sort is invalid.'] },
    });
  });

  it('reads the page of a fixed-size list and ignores a page size, as Laravel does', () => {
    expect(fixedSize.read(url('page=3&per_page=500'))).toEqual({
      ok: true,
      query: { filters: {}, sort: null, page: 3, perPage: 10 },
    });
  });

  it('reads no paging of a list that does not page', () => {
    const read = reportLike.read(url('year=2025&page=0&per_page=0'));
    expect(read.ok && read.query).toEqual({ filters: { year: 2025 }, sort: null, page: 1, perPage: 25 });
  });

  it('gives a filter its own message, naming the value refused', () => {
    expect(reportLike.read(url('user_ids[]=4&user_ids[]=x'))).toEqual({
      ok: false,
      errors: { 'user_ids.1': ['The user_ids.1 field must be an integer.'] },
    });
  });
});

// A filter the API requires (the candidates list's status): always in the params' type, 422 without it.
const people = defineListQuery({
  sorts: ['name'],
  filters: {
    status: listFilter.required(listFilter.oneOf(['active', 'rejected'])),
    search: listFilter.text(),
  },
});

describe('a list query with a required filter', () => {
  it('sends the required filter with the others', () => {
    expect(people.params({ status: 'rejected', search: '' }, { page: 1 })).toEqual({
      status: 'rejected',
      page: 1,
    });
    // @ts-expect-error the params' type requires the status
    people.params({ search: 'ann' });
  });

  it('refuses a request without it as Laravel’s required rule does, and a value it does not take', () => {
    expect(people.read(url('search=ann'))).toEqual({
      ok: false,
      errors: { status: ['The status field is required.'] },
    });
    expect(people.read(url('status=hired'))).toEqual({
      ok: false,
      errors: { status: ['The selected status is invalid.'] },
    });
    const read = people.read(url('status=active&sort=-name'));
    expect(read.ok && read.query.filters).toEqual({ status: 'active' });
  });
});

// A list that answers every row at once on per_page=all (GET users), and pages otherwise.
const directory = defineListQuery({
  sorts: [],
  filters: { status: listFilter.oneOf(['active', 'archived']) },
  paging: 'page-and-size-or-all',
  perPage: 15,
});

describe('a list query that may answer every row at once', () => {
  it('sends per_page=all, typed as a page size the list takes', () => {
    expect(directory.params({ status: 'active' }, { perPage: 'all' })).toEqual({
      status: 'active',
      per_page: 'all',
    });
    expectTypeOf(directory.params({})).toEqualTypeOf<{
      status?: 'active' | 'archived';
      page?: number;
      per_page?: number | 'all';
    }>();
    // @ts-expect-error only a list declared so takes per_page=all
    colours.params({}, { perPage: 'all' });
  });

  it('reads per_page=all as every row, a number as a page, and refuses other text', () => {
    const all = directory.read(url('status=archived&per_page=all'));
    expect(all.ok && all.query).toEqual({
      filters: { status: 'archived' },
      sort: null,
      page: 1,
      perPage: 'all',
    });
    const paged = directory.read(url('page=2'));
    expect(paged.ok && paged.query.perPage).toBe(15);
    expect(directory.read(url('per_page=every'))).toEqual({
      ok: false,
      errors: { per_page: ['The per page field must be between 1 and 100.'] },
    });
    expect(colours.read(url('per_page=all')).ok).toBe(false);
  });
});
