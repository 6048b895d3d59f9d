import type { TextFieldProps } from '@mui/material/TextField';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { currencySymbol, DEFAULT_ALL_CURRENCIES } from '@/lib/currency';
import { OptionSelect } from './option-select';
import { optionsOf } from './select-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  // A field holding a currency code, '' when none is chosen.
  name: Path<T>;
  label: string;
  // The codes offered, in order; the app config's all_currencies order by default (SPEC §9).
  currencies?: readonly string[];
} & Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'select' | 'label' | 'children'
>;

// "EUR €"; a code without a known symbol is shown once, not as "CHF CHF".
function optionLabel(code: string): string {
  const symbol = currencySymbol(code);
  return symbol === code ? code : `${code} ${symbol}`;
}

// A select of currency codes, each with its symbol.
export function CurrencySelect<T extends FieldValues>({
  control,
  name,
  currencies = DEFAULT_ALL_CURRENCIES,
  ...rest
}: Props<T>) {
  const stored: unknown = useWatch({ control, name });
  const value = typeof stored === 'string' ? stored : '';
  // A stored code the list lacks (older data, a narrowed list) is still shown rather than blanked.
  const codes = value === '' || currencies.includes(value) ? currencies : [...currencies, value];
  return (
    <OptionSelect fullWidth {...rest} control={control} name={name} options={optionsOf(codes, optionLabel)} />
  );
}
