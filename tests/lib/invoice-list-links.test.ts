import { hrefWithQuery } from '@/lib/href-with-query';
import { createListCodec, type UrlQuery } from '@/lib/list-params';
import { INVOICE_LIST_DEFAULTS, invoiceListSchema, invoicesOfMonthHref } from '@/lib/invoice-list';

// Links into /invoices from other screens are written by the invoice list's own codec, so the keys
// they use are the keys the list reads (issue 29, defect 2: `period=` was not one of them).

const codec = createListCodec(invoiceListSchema, INVOICE_LIST_DEFAULTS);

// A link's query as Next's router gives it: a repeated key as a list.
function queryOf(href: string): UrlQuery {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URL(href, 'http://portal.test').searchParams) {
    const before = query[key];
    query[key] = before === undefined ? value : [...[before].flat(), value];
  }
  return query;
}

describe("a project's invoices of one month", () => {
  it('opens /invoices on that project, the month as both ends of the service period', () => {
    const href = invoicesOfMonthHref(4, '2025-03');
    expect(href.startsWith('/invoices?')).toBe(true);
    const state = codec.decode(queryOf(href));
    expect(state.filters).toEqual({
      ...INVOICE_LIST_DEFAULTS.filters,
      project: [4],
      periodFrom: '2025-03',
      periodTo: '2025-03',
    });
    expect(state.sort).toEqual(INVOICE_LIST_DEFAULTS.sort);
    expect(state.page).toBe(1);
  });

  it('writes nothing the list does not read', () => {
    const href = invoicesOfMonthHref(12, '2024-12');
    // Read by the list and written back, the link is the same.
    expect(hrefWithQuery('/invoices', codec.encode(codec.decode(queryOf(href))))).toBe(href);
  });
});
