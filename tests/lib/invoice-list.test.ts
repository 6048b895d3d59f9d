import { createListCodec } from '@/lib/list-params';
import {
  INVOICE_LIST_DEFAULTS,
  invoiceListSchema,
  monthEnd,
  recentMonths,
  servicePeriodLabel,
} from '@/lib/invoice-list';

describe('the invoices list in the URL', () => {
  const codec = createListCodec(invoiceListSchema, INVOICE_LIST_DEFAULTS);

  it('reads every filter from the link and writes back only what differs from the defaults', () => {
    const query = {
      view: 'overdue',
      q: 'atlas',
      project: ['3', '4'],
      pay: 'pp',
      approval: 'pending',
      currency: 'EUR',
      vat: '2',
      period_from: '2025-03',
      period_to: '2025-04',
      issued_from: '2025-04-01',
      overdue: 'true',
      sort: 'due_date:asc',
      page: '2',
      per_page: '50',
    };
    const state = codec.decode(query);
    expect(state.filters).toMatchObject({
      view: 'overdue',
      q: 'atlas',
      project: [3, 4],
      pay: ['pp'],
      approval: ['pending'],
      currency: ['EUR'],
      vat: [2],
      periodFrom: '2025-03',
      periodTo: '2025-04',
      issuedFrom: '2025-04-01',
      issuedTo: null,
      overdue: true,
    });
    expect(state).toMatchObject({ sort: { id: 'due_date', desc: false }, page: 2, perPage: 50 });
    expect(codec.encode(state)).toEqual({
      ...query,
      project: ['3', '4'],
      pay: ['pp'],
      approval: ['pending'],
      currency: ['EUR'],
      vat: ['2'],
    });
  });

  // A sort the screen does not offer falls back too: tests/features/invoices/invoice-list-screen.test.ts.
  it('falls back to the defaults for a mangled link: all invoices, newest issued first, 25 a page', () => {
    const state = codec.decode({ view: 'mine', period_from: '2025-13', per_page: '7' });
    expect(state.filters.view).toBe('all');
    expect(state.filters.periodFrom).toBeNull();
    expect(state.sort).toEqual({ id: 'issue_date', desc: true });
    expect(state.perPage).toBe(25);
    expect(codec.encode(state)).toEqual({});
  });
});

describe('service periods', () => {
  it('reads a month as "Mar 2025", and a span across months by both ends', () => {
    expect(servicePeriodLabel('2025-03-01', '2025-03-31')).toBe('Mar 2025');
    expect(servicePeriodLabel('2025-03-10', '2025-04-25')).toBe('Mar – Apr 2025');
    expect(servicePeriodLabel('2024-12-01', '2025-01-31')).toBe('Dec 2024 – Jan 2025');
  });

  it('ends a month on its last day, leap years included', () => {
    expect(monthEnd('2025-02')).toBe('2025-02-28');
    expect(monthEnd('2024-02')).toBe('2024-02-29');
    expect(monthEnd(null)).toBeNull();
  });

  it('offers the recent months newest first', () => {
    expect(recentMonths(new Date(2025, 0, 15), 3)).toEqual([
      { value: '2025-01', label: 'Jan 2025' },
      { value: '2024-12', label: 'Dec 2024' },
      { value: '2024-11', label: 'Nov 2024' },
    ]);
  });
});
