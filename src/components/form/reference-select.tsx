import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export type ReferenceOption = { id: number; name: string; depth?: number };

type Props<T extends FieldValues> = {
  control: Control<T>;
  // A field holding an id or null.
  name: Path<T>;
  label: string;
  options: readonly ReferenceOption[] | undefined;
  loading?: boolean;
  failed?: boolean;
};

const INDENT_PER_LEVEL = 2;

// A select over a reference list (positions, departments…), holding the id or null. Shared by the
// add-employee form and the profile's employment details.
export function ReferenceSelect<T extends FieldValues>({
  control,
  name,
  label,
  options,
  loading,
  failed,
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const list = options ?? [];
  const value = field.value as number | null;
  // Until the list is there a stored id has nothing to show; MUI would warn about an unknown value.
  const known = value !== null && list.some((option) => option.id === value);
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
      error={Boolean(fieldState.error) || Boolean(failed)}
      helperText={fieldState.error?.message ?? status}
      fullWidth
    >
      <MenuItem value="">
        <em>Not set</em>
      </MenuItem>
      {list.map((option) => (
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
