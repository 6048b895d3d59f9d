import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { currencySymbol, DEFAULT_ALL_CURRENCIES } from '@/lib/currency';

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
  label,
  currencies = DEFAULT_ALL_CURRENCIES,
  helperText,
  ...rest
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  // A stored code the list lacks (older data, a narrowed list) is still shown rather than blanked.
  const codes = value === '' || currencies.includes(value) ? currencies : [...currencies, value];
  return (
    <TextField
      fullWidth
      {...rest}
      select
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      {codes.map((code) => (
        <MenuItem key={code} value={code}>
          {optionLabel(code)}
        </MenuItem>
      ))}
    </TextField>
  );
}
