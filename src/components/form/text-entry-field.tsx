import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTextEntry, type TextEntryOptions } from './use-text-entry';

// The TextField props a text-entry field leaves to its caller: the value, events and type are its own.
export type TextEntryFieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'type' | 'select'
>;

type Props<T extends FieldValues, V> = TextEntryFieldProps & {
  entry: TextEntryOptions<T, V>;
  inputMode: 'numeric' | 'decimal';
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
};

// The MUI side of useTextEntry, shared by the time, money and percent fields: the form's message
// replaces the helper text (MUI wires aria-invalid and aria-describedby from it).
export function TextEntryField<T extends FieldValues, V>({
  entry: options,
  inputMode,
  startAdornment,
  endAdornment,
  helperText,
  slotProps,
  ...rest
}: Props<T, V>) {
  const { field, fieldState, text, onChange, onFocus, onBlur } = useTextEntry(options);
  // Callers may pass slot props as objects; the callback form is not merged.
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  const input = typeof slotProps?.input === 'object' ? slotProps.input : {};
  return (
    <TextField
      {...rest}
      name={field.name}
      value={text}
      inputRef={field.ref}
      onChange={(event) => onChange(event.target.value)}
      onFocus={onFocus}
      onBlur={onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{
        ...slotProps,
        htmlInput: { inputMode, autoComplete: 'off', ...htmlInput },
        input: {
          ...(startAdornment === undefined
            ? {}
            : { startAdornment: <InputAdornment position="start">{startAdornment}</InputAdornment> }),
          ...(endAdornment === undefined
            ? {}
            : { endAdornment: <InputAdornment position="end">{endAdornment}</InputAdornment> }),
          ...input,
        },
      }}
    />
  );
}
