import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { CareerEntryForm } from '@/api/career-history/career-history.schemas';

export type CareerReferenceOption = { id: number; name: string; depth?: number };

type Props = {
  control: Control<CareerEntryForm>;
  name: 'position_id' | 'department_id' | 'seniority_id';
  label: string;
  options: readonly CareerReferenceOption[] | undefined;
  loading?: boolean;
  failed?: boolean;
};

const INDENT_PER_LEVEL = 2;

// A select over a reference list (positions, departments, seniorities), holding the id or null.
export function CareerReferenceSelect({ control, name, label, options, loading, failed }: Props) {
  const { field, fieldState } = useController({ control, name });
  const list = options ?? [];
  // Until the list is there a stored id has nothing to show; MUI would warn about an unknown value.
  const known = field.value !== null && list.some((option) => option.id === field.value);
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
      value={known ? String(field.value) : ''}
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
