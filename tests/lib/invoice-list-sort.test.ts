import { INVOICE_SORT_KEYS } from '@/api/invoices/invoice.schemas';
import {
  INVOICE_LIST_DEFAULTS,
  INVOICE_LIST_SORTS,
  invoiceFilterOptionsOf,
  invoiceListSchema,
} from '@/lib/invoice-list';
import { createListCodec } from '@/lib/list-params';
import { INVOICE_SORTS } from '@/mocks/db/invoice-query';

// The invoice list sorts by the keys docs/api.md names (issue 29, defect 3: the service period is
// `period`, not the column's field `period_from`).

const codec = createListCodec(invoiceListSchema, INVOICE_LIST_DEFAULTS);
const { filters } = codec.decode({});

describe('the invoice list’s sort keys', () => {
  it('sends the service period as `period`', () => {
    const { sort } = codec.decode({ sort: 'period:asc' });
    expect(invoiceFilterOptionsOf(filters, sort).sort).toEqual({ by: 'period', dir: 'asc' });
  });

  it('reads an old link’s `period_from` as the service period', () => {
    expect(codec.decode({ sort: 'period_from:desc' }).sort).toEqual({ id: 'period', desc: true });
    expect(codec.encode(codec.decode({ sort: 'period_from:asc' }))).toEqual({ sort: 'period:asc' });
  });

  it('every column the list sorts by is a key of the contract, and the mock sorts by every key', () => {
    for (const id of INVOICE_LIST_SORTS) expect(INVOICE_SORT_KEYS).toContain(id);
    expect(Object.keys(INVOICE_SORTS).sort()).toEqual([...INVOICE_SORT_KEYS].sort());
  });
});
