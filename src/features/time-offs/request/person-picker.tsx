import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useMinimalUsers } from '@/api/minimal-users/minimal-users.api';
import type { TimeOffForm } from '@/lib/time-off-form';

// Whose time off, for someone who manages it: empty means the signed-in person.
export function PersonPicker({ control }: { control: Control<TimeOffForm> }) {
  const { field, fieldState } = useController({ control, name: 'user_id' });
  const people = useMinimalUsers(false);
  const options = useMemo(
    () =>
      (people.data ?? [])
        .map((person) => ({ id: person.id, name: person.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [people.data],
  );
  return (
    <Autocomplete
      options={options}
      value={options.find((option) => option.id === field.value) ?? null}
      loading={people.isPending}
      onChange={(_event, option) => field.onChange(option?.id ?? null)}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Person"
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error) || people.isError}
          helperText={
            fieldState.error?.message ??
            (people.isError ? 'The people could not be loaded.' : 'Leave empty to request for yourself.')
          }
        />
      )}
    />
  );
}
