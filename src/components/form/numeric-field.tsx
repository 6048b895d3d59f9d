import type { TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { filterNumeric } from '@/lib/input-filters';
import { FormTextField } from './form-text-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  // The most digits the field takes (SPEC §5: length-limited numeric inputs).
  maxDigits?: number;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'type'>;

// Digits only (SPEC §5): anything else typed or pasted is dropped as it arrives, so the value stays a
// string of digits the server can read as a number.
export function NumericField<T extends FieldValues>({ maxDigits, slotProps, ...rest }: Props<T>) {
  const htmlInput = typeof slotProps?.htmlInput === 'object' ? slotProps.htmlInput : {};
  return (
    <FormTextField
      {...rest}
      filter={(value) => filterNumeric(value, maxDigits)}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'numeric',
          ...(maxDigits === undefined ? {} : { maxLength: maxDigits }),
          ...htmlInput,
        },
      }}
    />
  );
}
