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
      url('search=ann&user_ids[]=3&user_ids[]=7&statuses[]=open&from=2025-05-01&awaiting_me=1&sort=-name&page=2&per_page=50'),
    );
    expect(read).toEqual({
      ok: true,
      query: {
        filters: { search: 'ann', user_ids: [3, 7], statuses: ['open'], from: '2025-05-01', awaiting_me: true },
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
