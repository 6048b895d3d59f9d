import Box from '@mui/material/Box';
import { fromCents } from '@/lib/cents';
import { orderCurrencies } from '@/lib/currency';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { formatMoney } from '@/lib/money';

// Amounts in a grid cell: one line per currency (never added together), "≈" before converted ones,
// a sign before a delta, "—" for a figure that does not exist yet (an open month's actual).
export function moneyText(cents: number, currency: string, { signed = false, approx = false } = {}): string {
  const sign = signed && cents > 0 ? '+' : '';
  return `${approx ? '≈ ' : ''}${sign}${formatMoney(fromCents(cents), currency)}`;
}

export function MoneyLines({
  amounts,
  order,
  signed = false,
  approx = false,
}: {
  amounts: CentsByCurrency | null;
  order?: readonly string[];
  signed?: boolean;
  approx?: boolean;
}) {
  if (amounts === null) return <>—</>;
  const codes = orderCurrencies(Object.keys(amounts), order);
  if (codes.length === 0) return <>—</>;
  return (
    <>
      {codes.map((code) => {
        const cents = amounts[code] ?? 0;
        return (
          <Box
            key={code}
            component="span"
            sx={{
              display: 'block',
              whiteSpace: 'nowrap',
              color: signed && cents < 0 ? 'error.main' : undefined,
            }}
          >
            {moneyText(cents, code, { signed, approx })}
          </Box>
        );
      })}
    </>
  );
}
