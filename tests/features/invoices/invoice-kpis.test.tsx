// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { InvoiceKpis } from '@/features/invoices/list/invoice-kpis';
import { createListCodec } from '@/lib/list-params';
import { INVOICE_LIST_DEFAULTS, invoiceListSchema, type InvoiceListFilters } from '@/lib/invoice-list';
import { renderWithApp } from '../../render';

const codec = createListCodec(invoiceListSchema, INVOICE_LIST_DEFAULTS);
const hrefOf = (current: InvoiceListFilters) => (patch: Partial<InvoiceListFilters>) => ({
  pathname: '/invoices',
  query: codec.encode({ ...codec.decode({}), filters: { ...current, ...patch } }),
});

const TOTALS = {
  EUR: { count: 3, total: 13593.6, paid: 3000, balance: 10593.6, overdue: 3796.8, pending_approval: 6796.8 },
  USD: { count: 1, total: 3040, paid: 0, balance: 3040, overdue: 0, pending_approval: 0 },
};

describe('the invoices key figures', () => {
  it('shows each figure per currency, never added, each card a link that applies its filter', () => {
    const filters = { ...codec.decode({}).filters, overdue: true };
    renderWithApp(
      <InvoiceKpis
        totals={TOTALS}
        loading={false}
        filters={filters}
        hrefFor={hrefOf(filters)}
        currencyOrder={['USD', 'EUR']}
      />,
    );
    const strip = within(screen.getByRole('list', { name: 'Totals of the listed invoices' }));
    const outstanding = strip.getByRole('link', { name: /^Outstanding/ });
    expect(outstanding).toHaveTextContent('Outstanding3,040.00 USD10,593.60 EUR');
    expect(outstanding).toHaveAttribute('href', '/invoices?pay=np&pay=pp&overdue=true');
    expect(strip.getByRole('link', { name: /^Awaiting approval/ })).toHaveAttribute(
      'href',
      '/invoices?approval=pending&overdue=true',
    );
    expect(strip.getByRole('link', { name: /^Overdue/ })).toHaveAttribute('aria-current', 'true');
    expect(strip.getByRole('link', { name: /^Paid/ })).toHaveTextContent('3,000.00 EUR');
  });
});
