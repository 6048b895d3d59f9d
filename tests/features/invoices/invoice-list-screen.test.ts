import { invoiceListQuery } from '@/api/invoices/invoice-list.query';
import {
  INVOICE_SCREEN_DEFAULTS,
  INVOICE_SCREEN_SORTS,
  invoiceFilterOptionsOf,
} from '@/features/invoices/list/invoice-list-screen';
import { invoiceListSchema } from '@/lib/invoice-list';
import { createListCodec } from '@/lib/list-params';
import { INVOICE_SORTS } from '@/mocks/db/invoice-query';

// The invoices screen on the list's one declaration (issue 31): its sortable columns are the API's
// sort keys, and its URL state becomes the `filter_options` the API takes. Moved here from
// tests/lib/invoice-list*.test.ts when the API's types left src/lib.

const codec = createListCodec(invoiceListSchema, INVOICE_SCREEN_DEFAULTS);
const { filters } = codec.decode({});
const sort = { id: 'issue_date', desc: true };

describe('the filter options sent with the list', () => {
  it('sends only what is set, the service period as whole months', () => {
    expect(invoiceFilterOptionsOf(filters, sort)).toEqual({ sort: { by: 'issue_date', dir: 'desc' } });
    expect(
      invoiceFilterOptionsOf(
        {
          ...filters,
          q: ' atlas ',
          project: [3],
          pay: ['np', 'pp'],
          periodFrom: '2024-02',
          periodTo: '2024-02',
        },
        { id: 'total', desc: false },
      ),
    ).toEqual({
      search: 'atlas',
      project_ids: [3],
      payment_statuses: ['np', 'pp'],
      period: { from: '2024-02-01', to: '2024-02-29' },
      sort: { by: 'total', dir: 'asc' },
    });
  });

  it('adds what a quick view means, over the same filter set by hand', () => {
    const awaiting = invoiceFilterOptionsOf({ ...filters, view: 'awaiting', approval: ['rejected'] }, sort);
    expect(awaiting).toMatchObject({ approval_statuses: ['pending'], awaiting_my_approval: true });
    expect(invoiceFilterOptionsOf({ ...filters, view: 'partially_paid' }, sort).payment_statuses).toEqual([
      'pp',
    ]);
    expect(invoiceFilterOptionsOf({ ...filters, view: 'overdue' }, sort).overdue).toBe(true);
    expect(invoiceFilterOptionsOf({ ...filters, view: 'rejected' }, sort).approval_statuses).toEqual([
      'rejected',
    ]);
  });

  it('leaves out a link’s status or type the API does not take, rather than have the list refused', () => {
    const options = invoiceFilterOptionsOf(
      { ...filters, pay: ['np', 'lost'], approval: ['maybe'], type: ['hours', 'gift'] },
      sort,
    );
    expect(options).toEqual({
      payment_statuses: ['np'],
      types: ['hours'],
      sort: { by: 'issue_date', dir: 'desc' },
    });
  });
});

// Issue 29, defect 3, and issue 31: the service period sorts as `period`, not the column's field
// `period_from`; the screen can only offer keys the API declares.
describe('the invoice list’s sort keys', () => {
  it('sends the service period as `period`', () => {
    const { sort: period } = codec.decode({ sort: 'period:asc' });
    expect(invoiceFilterOptionsOf(filters, period).sort).toEqual({ by: 'period', dir: 'asc' });
  });

  it('reads an old link’s `period_from` as the service period', () => {
    expect(codec.decode({ sort: 'period_from:desc' }).sort).toEqual({ id: 'period', desc: true });
    expect(codec.encode(codec.decode({ sort: 'period_from:asc' }))).toEqual({ sort: 'period:asc' });
  });

  it('falls back to newest issued first for a sort the screen does not offer', () => {
    expect(codec.decode({ sort: 'client:asc' }).sort).toEqual({ id: 'issue_date', desc: true });
    expect(codec.decode({ sort: 'period_from_x:asc' }).sort).toEqual({ id: 'issue_date', desc: true });
  });

  it('offers only keys of the declaration, its default among them, and the mock sorts by every key', () => {
    for (const id of INVOICE_SCREEN_SORTS) expect(invoiceListQuery.sortKeyOf(id)).toBe(id);
    expect(INVOICE_SCREEN_SORTS).toContain(INVOICE_SCREEN_DEFAULTS.sort.id);
    expect(invoiceListQuery.sortKeyOf('period_from')).toBeNull();
    expect(Object.keys(INVOICE_SORTS).sort()).toEqual([...invoiceListQuery.sorts].sort());
  });
});
