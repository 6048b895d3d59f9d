import type { Control, FieldValues, Path } from 'react-hook-form';
import { currencySymbol, DEFAULT_CURRENCY } from '@/lib/currency';
import { centsFromMoneyText, filterMoney, moneyTextFromCents } from '@/lib/money';
import { TextEntryField, type TextEntryFieldProps } from './text-entry-field';

type Props<T extends FieldValues> = TextEntryFieldProps & {
  control: Control<T>;
  // A field holding integer cents, or null when empty.
  name: Path<T>;
  // Its symbol is shown before the amount.
  currency?: string;
};

const formatGrouped = (cents: number | null) => moneyTextFromCents(cents);
const formatPlain = (cents: number | null) => moneyTextFromCents(cents, { grouped: false });

// An amount of money: digits and one dot, two decimals at most (SPEC §5); pasted formatting
// ("1,234.50 GEL", "€ 1 234.50") is stripped. Grouped when left, plain while edited; the form holds
// cents so no float ever reaches a sum.
export function MoneyField<T extends FieldValues>({
  control,
  name,
  currency = DEFAULT_CURRENCY,
  ...rest
}: Props<T>) {
  return (
    <TextEntryField
      {...rest}
      inputMode="decimal"
      startAdornment={currencySymbol(currency)}
      entry={{
        control,
        name,
        empty: null,
        filter: filterMoney,
        parse: centsFromMoneyText,
        format: formatGrouped,
        formatForEditing: formatPlain,
      }}
    />
  );
}
