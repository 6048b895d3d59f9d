import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';

type Props<T extends FieldValues> = {
  control: Control<T>;
  // A field holding one of the options' values ('' for none).
  name: Path<T>;
} & Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'>;

// A select over a fixed list of options bound to react-hook-form, its message shown at the field: the
// fixed-list counterpart of ReferenceSelect.
export function OptionSelect<T extends FieldValues>({ control, name, helperText, ...rest }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...rest}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | null) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
