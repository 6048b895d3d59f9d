import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type ReferenceOption = { id: number; name: string; depth?: number };

// A reference list as its query gives it.
export type ReferenceList = { data?: readonly ReferenceOption[]; isLoading: boolean; isError: boolean };

type Props<T extends FieldValues> = {
  control: Control<T>;
  // A field holding an id or null.
  name: Path<T>;
  label: string;
  list: ReferenceList;
};

const INDENT_PER_LEVEL = 2;

// A select over a reference list (positions, departments…), holding the id or null: the employment
// details and the career steps.
export function ReferenceSelect<T extends FieldValues>({
  control,
  name,
  label,
  list: { data: options = [], isLoading: loading, isError: failed },
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const value = field.value as number | null;
  // Until the list is there a stored id has nothing to show; MUI would warn about an unknown value.
  const known = value !== null && options.some((option) => option.id === value);
  const status = loading
    ? 'Loading…'
    : failed
      ? `The ${label.toLowerCase()} list could not be loaded.`
      : undefined;

  return (
    <TextField
      select
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={known ? String(value) : ''}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error) || failed}
      helperText={fieldState.error?.message ?? status}
      fullWidth
    >
      <MenuItem value="">
        <em>Not set</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem
          key={option.id}
          value={String(option.id)}
          sx={{ pl: 2 + (option.depth ?? 0) * INDENT_PER_LEVEL }}
        >
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
