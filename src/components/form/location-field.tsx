import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocationSearch } from '@/api/locations/location.queries';
import { LOCATION_SEARCH_MIN_LENGTH } from '@/api/locations/location.schemas';

export const LOCATION_SEARCH_DELAY_MS = 300;

const noFilter = <T,>(options: T[]) => options;

type Props<T extends FieldValues> = {
  control: Control<T>;
  // A text field.
  name: Path<T>;
  label?: string;
};

// Suggestions come from the location search as the user types; anything typed is kept as it is
// (free text), so a place the search does not know can still be entered. Shared by the add-employee
// form and the profile's personal information.
export function LocationField<T extends FieldValues>({ control, name, label = 'Location' }: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const text = (field.value as string | null) ?? '';
  const [query, setQuery] = useState('');

  // One search per pause in typing, not per keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), LOCATION_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const search = useLocationSearch(query);
  // The search keeps its last answer while typing; below the minimum there is nothing to suggest.
  const options =
    query.length >= LOCATION_SEARCH_MIN_LENGTH
      ? (search.data ?? []).map((location) =>
          location.country ? `${location.name}, ${location.country}` : location.name,
        )
      : [];
  const unique = [...new Set(options)];

  return (
    <Autocomplete
      freeSolo
      options={unique}
      filterOptions={noFilter}
      value={text}
      inputValue={text}
      onInputChange={(_event, value) => field.onChange(value)}
      onChange={(_event, value) => field.onChange(value ?? '')}
      loading={search.isFetching}
      loadingText="Searching…"
      noOptionsText="No matching places"
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? 'City and country; pick a suggestion or type your own.'}
        />
      )}
    />
  );
}
