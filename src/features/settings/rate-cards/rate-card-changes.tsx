import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { format, parseISO } from 'date-fns';
import { fromCents } from '@/lib/cents';
import { formatCurrency } from '@/lib/currency';
import { cellsChangedText, type RateCellChange } from '@/lib/rate-card-diff';

type Props = {
  currency: string;
  changes: readonly RateCellChange[];
  cellName: (key: string) => string;
  // The card's date before and after, when it changes.
  validFrom: { before: string | null; after: string } | null;
};

const money = (cents: number | null, currency: string) =>
  cents === null ? '' : formatCurrency(fromCents(cents), currency);

const dayText = (text: string) => format(parseISO(text), 'd MMMM yyyy');

function changeText(change: RateCellChange, currency: string): string {
  if (change.kind === 'added') return `added ${money(change.after, currency)}`;
  if (change.kind === 'removed') return `removed (was ${money(change.before, currency)})`;
  return `${money(change.before, currency)} → ${money(change.after, currency)}`;
}

// What saving does to the card, before it is sent: how many cells, each old → new, and the date.
export function RateCardChanges({ currency, changes, cellName, validFrom }: Props) {
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {cellsChangedText(changes.length)}
      </Typography>
      {changes.length > 0 ? (
        <Box component="ul" aria-label="Changed cells" sx={{ pl: 2.5, my: 1 }}>
          {changes.map((change) => (
            <li key={change.key}>{`${cellName(change.key)}: ${changeText(change, currency)}`}</li>
          ))}
        </Box>
      ) : null}
      {validFrom ? (
        <Typography component="p" sx={{ mt: 1 }}>
          {validFrom.before
            ? `Valid from: ${dayText(validFrom.before)} → ${dayText(validFrom.after)}`
            : `Valid from ${dayText(validFrom.after)}`}
        </Typography>
      ) : null}
      <Typography component="p" sx={{ mt: 1 }}>
        {`The whole ${currency} card is saved as shown. Terms already on projects keep their rates.`}
      </Typography>
    </>
  );
}
