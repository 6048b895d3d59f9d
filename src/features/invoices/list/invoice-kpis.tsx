import Box from '@mui/material/Box';
import type { LinkProps } from 'next/link';
import type { InvoiceTotals } from '@/api/invoices/invoice.schemas';
import { KpiStrip, type KpiCard } from '@/components/list/kpi-strip';
import { typicalAmounts } from '@/components/list/typical-amounts';
import { orderCurrencies } from '@/lib/currency';
import type { InvoiceListFilters } from '@/lib/invoice-list';
import { formatMoney } from '@/lib/money';

type Figure = 'balance' | 'overdue' | 'pending_approval' | 'paid';

// Each card's figure and the filter it applies when followed.
const CARDS: { id: Figure; label: string; filter: Partial<InvoiceListFilters> }[] = [
  { id: 'balance', label: 'Outstanding', filter: { pay: ['np', 'pp'] } },
  { id: 'overdue', label: 'Overdue', filter: { overdue: true } },
  { id: 'pending_approval', label: 'Awaiting approval', filter: { approval: ['pending'] } },
  { id: 'paid', label: 'Paid', filter: { pay: ['p'] } },
];

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

function isApplied(filters: InvoiceListFilters, patch: Partial<InvoiceListFilters>): boolean {
  return Object.entries(patch).every(([key, value]) => {
    const current = filters[key as keyof InvoiceListFilters];
    return Array.isArray(value) && Array.isArray(current)
      ? sameList(current as readonly string[], value as readonly string[])
      : current === value;
  });
}

// One line per currency: amounts in different currencies are never added.
function perCurrency(amounts: Record<string, number> | undefined, order: readonly string[] | undefined) {
  const codes = orderCurrencies(Object.keys(amounts ?? {}), order);
  if (!amounts || codes.length === 0) return '—';
  return (
    <>
      {codes.map((code) => (
        <Box key={code} component="span" sx={{ display: 'block', fontSize: '1.1rem' }}>
          {formatMoney(amounts[code] ?? 0, code)}
        </Box>
      ))}
    </>
  );
}

const amountsOf = (totals: InvoiceTotals | undefined, figure: Figure) =>
  totals && Object.fromEntries(Object.entries(totals).map(([code, sums]) => [code, sums[figure]]));

// The filtered list's figures per currency (the list answer's `totals`); each card filters the list.
export function InvoiceKpis({
  totals,
  loading,
  filters,
  hrefFor,
  currencyOrder,
}: {
  totals: InvoiceTotals | undefined;
  loading: boolean;
  filters: InvoiceListFilters;
  hrefFor: (patch: Partial<InvoiceListFilters>) => LinkProps['href'];
  currencyOrder?: readonly string[];
}) {
  // While loading, a typical amount in each of the company's currencies holds each card's place.
  const placeholder = { value: perCurrency(typicalAmounts(currencyOrder ?? []), currencyOrder) };
  const cards: KpiCard[] = CARDS.map((card) => ({
    id: card.id,
    label: card.label,
    value: perCurrency(amountsOf(totals, card.id), currencyOrder),
    placeholder,
    href: hrefFor(card.filter),
    active: isApplied(filters, card.filter),
  }));
  return <KpiStrip label="Totals of the listed invoices" cards={cards} loading={loading} />;
}
