import { queryWith } from '@/components/url/use-url-state';
import { invoiceDrawerUrl, opensInvoice } from '@/features/invoices/drawer/invoice-drawer-url';

describe("an invoice's drawer in the URL", () => {
  it('reads the invoice the link opens', () => {
    expect(invoiceDrawerUrl.read({ invoice: '42', view: 'overdue' })).toEqual({ id: 42 });
  });

  it('a link naming no invoice still opens the drawer, on nothing; no key, no drawer', () => {
    expect(invoiceDrawerUrl.read({ invoice: 'abc' })).toEqual({ id: null });
    expect(invoiceDrawerUrl.read({ view: 'overdue' })).toBeNull();
  });

  it('opening and closing write only its key; the list state stays', () => {
    const list = { view: 'overdue', currency: ['EUR', 'USD'], page: '2' };
    expect(opensInvoice(42)(list)).toEqual({ ...list, invoice: '42' });
    expect(queryWith({ ...list, invoice: '42' }, invoiceDrawerUrl.write(null))).toEqual(list);
  });
});
