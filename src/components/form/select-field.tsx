import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

// `disabled` options show but cannot be chosen; `hint` says why, beside the label.
export type SelectOption = { value: string; label: string; disabled?: boolean; hint?: string };

// Codes and their labels as options: optionsOf(INVOICE_LANGUAGES, invoiceLanguageLabel).
export const optionsOf = (values: readonly string[], labelOf: (value: string) => string): SelectOption[] =>
  values.map((value) => ({ value, label: labelOf(value) }));

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  // A first option holding '' (no value), as "Not set".
  emptyLabel?: string;
};

// A select over a fixed list of options (a language, a status), holding the chosen value as text. In a
// form: OptionSelect; over a list the API gives: ReferenceSelect.
export function SelectField({ value, onChange, options, emptyLabel, ...rest }: SelectFieldProps) {
  return (
    <TextField {...rest} select value={value} onChange={(event) => onChange(event.target.value)}>
      {emptyLabel === undefined ? null : (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
          {option.hint ? `${option.label} (${option.hint})` : option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
