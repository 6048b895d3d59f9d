import { fromCents } from '@/lib/cents';
import { orderCurrencies } from '@/lib/currency';
import type { CentsByCurrency } from '@/lib/currency-totals';
import { formatMoney } from '@/lib/money';

// Amounts in a grid cell: one line per currency (never added together), "≈" before converted ones,
// a sign before a delta, "—" for a figure that does not exist yet (an open month's actual). Plain
// spans (hundreds per screen): a negative delta carries data-negative, coloured by the screen's styles.
export function moneyText(cents: number, currency: string, { signed = false, approx = false } = {}): string {
  const sign = signed && cents > 0 ? '+' : '';
  return `${approx ? '≈ ' : ''}${sign}${formatMoney(fromCents(cents), currency)}`;
}

const LINE = { display: 'block', whiteSpace: 'nowrap' } as const;

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
          <span key={code} style={LINE} data-negative={signed && cents < 0 ? '' : undefined}>
            {moneyText(cents, code, { signed, approx })}
          </span>
        );
      })}
    </>
  );
}
