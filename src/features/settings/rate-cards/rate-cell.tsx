import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { useId } from 'react';
import type { Control } from 'react-hook-form';
import type { RateCardForm } from '@/api/rate-cards/rate-card.schemas';
import { useTextEntry } from '@/components/form/use-text-entry';
import { centsFromMoneyText, filterMoney, moneyTextFromCents } from '@/lib/money';

type Props = {
  control: Control<RateCardForm>;
  cellKey: string;
  label: string;
  row: number;
  column: number;
};

const formatGrouped = (cents: number | null) => moneyTextFromCents(cents);
const formatPlain = (cents: number | null) => moneyTextFromCents(cents, { grouped: false });

// A money input for one cell: MoneyField's entry rules (useTextEntry with the money filters: digits and
// one dot, two decimals, cents in the form) on a bare InputBase instead of a full TextField, since a
// card has a hundred of them. The currency is in the label and the table's caption, not in each cell.
export function RateCell({ control, cellKey, label, row, column }: Props) {
  const errorId = useId();
  const { field, fieldState, text, onChange, onFocus, onBlur } = useTextEntry({
    control,
    name: `cells.${cellKey}`,
    empty: null,
    filter: filterMoney,
    parse: centsFromMoneyText,
    format: formatGrouped,
    formatForEditing: formatPlain,
  });
  const error = fieldState.error?.message;
  return (
    <>
      <InputBase
        name={field.name}
        value={text}
        inputRef={field.ref}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onBlur={onBlur}
        error={error !== undefined}
        inputProps={{
          'aria-label': label,
          'aria-invalid': error !== undefined,
          'aria-describedby': error === undefined ? undefined : errorId,
          inputMode: 'decimal',
          autoComplete: 'off',
          'data-row': row,
          'data-column': column,
        }}
        sx={{
          width: 104,
          px: 1,
          border: 1,
          borderRadius: 1,
          borderColor: error === undefined ? 'divider' : 'error.main',
          '& input': { textAlign: 'right', py: 0.75 },
          '&.Mui-focused': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-1px' },
        }}
      />
      {error === undefined ? null : (
        <Box id={errorId} sx={{ color: 'error.main', typography: 'caption', maxWidth: 104, mt: 0.25 }}>
          {error}
        </Box>
      )}
    </>
  );
}
