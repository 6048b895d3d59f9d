import type { InvoiceListItem, InvoiceTotals } from '@/api/invoices/invoice.schemas';
import { toCents } from '@/lib/cents';
import { sumByCurrency } from '@/lib/currency-totals';
import type { InvoiceSums } from './invoice-totals-context';

// Totals and balances of some rows, one sum per currency.
export function sumsOf(rows: Iterable<InvoiceListItem>): InvoiceSums {
  const list = [...rows];
  return {
    total: sumByCurrency(list.map((row) => ({ currency: row.currency, cents: toCents(row.total) }))),
    balance: sumByCurrency(list.map((row) => ({ currency: row.currency, cents: toCents(row.balance) }))),
  };
}

// The server's totals of all matching (select all), as the same sums.
export function sumsOfTotals(totals: InvoiceTotals): InvoiceSums {
  const entries = Object.entries(totals);
  return {
    total: Object.fromEntries(entries.map(([code, figures]) => [code, toCents(figures.total)])),
    balance: Object.fromEntries(entries.map(([code, figures]) => [code, toCents(figures.balance)])),
  };
}
