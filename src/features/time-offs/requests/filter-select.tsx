import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type FilterOption = { value: string; label: string };

// A filter of the list as a plain multiple select (lighter than a searchable picker); values the
// options do not know (a stale link) are not shown.
export function FilterSelect({
  label,
  options,
  values,
  onChange,
  width = 170,
}: {
  label: string;
  options: readonly FilterOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  width?: number;
}) {
  const known = values.filter((value) => options.some((option) => option.value === value));
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known}
      onChange={(event) => {
        const value = event.target.value as string | string[];
        onChange(Array.isArray(value) ? value : [value]);
      }}
      sx={{ width }}
      slotProps={{
        select: { multiple: true, renderValue: (selected) => (selected as string[]).map(labelOf).join(', ') },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
