import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  // Applied on every keystroke (the input filters of src/lib/input-filters).
  filter?: (value: string) => string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;

// A MUI text field bound to react-hook-form, its message shown at the field.
export function FormTextField<T extends FieldValues>({
  control,
  name,
  filter,
  helperText,
  ...rest
}: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...rest}
          name={field.name}
          value={field.value ?? ''}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(filter ? filter(event.target.value) : event.target.value)}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
