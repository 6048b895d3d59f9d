import Box from '@mui/material/Box';
import { createContext, useContext } from 'react';
import { formatByCurrency, type CentsByCurrency } from '@/lib/currency-totals';

export type InvoiceSums = { total: CentsByCurrency; balance: CentsByCurrency };

// The page's sums and the selection's, per currency, for the table's footer.
export type InvoiceFooterTotals = {
  page: InvoiceSums;
  selected: InvoiceSums | null;
  currencyOrder?: readonly string[];
};

export const InvoiceTotalsContext = createContext<InvoiceFooterTotals | null>(null);

// A footer cell: this page's sum, then the selection's, one figure per currency.
export function InvoiceFooterSum({ field }: { field: keyof InvoiceSums }) {
  const totals = useContext(InvoiceTotalsContext);
  if (!totals) return null;
  const line = (label: string, sums: InvoiceSums) => (
    <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {label}: {formatByCurrency(sums[field], totals.currencyOrder) || '—'}
    </Box>
  );
  return (
    <>
      {line('Page', totals.page)}
      {totals.selected ? line('Selected', totals.selected) : null}
    </>
  );
}
