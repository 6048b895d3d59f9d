import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

export type FilterOption = { id: number | string; name: string; depth?: number };

// A compact, searchable single-choice filter over a reference list.
export function OptionFilter<T extends FilterOption>({
  label,
  options,
  value,
  onChange,
  loading,
  width = 200,
}: {
  label: string;
  options: readonly T[];
  value: T['id'] | null;
  onChange: (value: T['id'] | null) => void;
  loading?: boolean;
  width?: number;
}) {
  const selected = useMemo(() => options.find((option) => option.id === value) ?? null, [options, value]);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={selected}
      loading={loading}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest} style={{ paddingLeft: 16 + (option.depth ?? 0) * 16 }}>
            {option.name}
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ width }}
    />
  );
}
