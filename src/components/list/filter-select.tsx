import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type FilterOption = { value: string; label: string };

type Props = {
  label: string;
  options: readonly FilterOption[];
  // The URL keeps lists; a single select shows and sets the first.
  values: readonly string[];
  onChange: (values: string[]) => void;
  multiple?: boolean;
  width?: number;
};

// One of the list's filters as a plain select (lighter than a searchable picker); values the options
// do not know (a stale link) are not shown.
export function FilterSelect({ label, options, values, onChange, multiple = false, width = 170 }: Props) {
  const known = values.filter((value) => options.some((option) => option.value === value));
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={multiple ? known : (known[0] ?? '')}
      onChange={(event) => {
        const value = event.target.value as string | string[];
        if (Array.isArray(value)) onChange(value);
        else onChange(value ? [value] : []);
      }}
      sx={{ width }}
      slotProps={{
        select: multiple
          ? { multiple: true, renderValue: (selected) => (selected as string[]).map(labelOf).join(', ') }
          : undefined,
      }}
    >
      {multiple ? null : <MenuItem value="">Any</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
