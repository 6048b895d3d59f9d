import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import type { MinimalUser } from '@/api/minimal-users/minimal-user.schemas';
import type { PersonRef } from '@/api/internal-projects/internal-project.schemas';
import type { TermForm } from '@/api/terms/term.schemas';

type Option = { id: number; name: string; unlisted: boolean };

type Props = {
  control: Control<TermForm>;
  people: { data?: readonly MinimalUser[]; isPending: boolean; isError: boolean };
  // The person the term has now: still offered when the list no longer holds them.
  current: PersonRef | null;
};

// The person a term is for, picked by name from the organisation's people (an edit lists archived
// people too). A person the list does not hold is kept and said so, never changed behind the user's back.
export function PersonField({ control, people, current }: Props) {
  const { field, fieldState } = useController({ control, name: 'user_id' });
  const options = useMemo(() => {
    const listed: Option[] = (people.data ?? [])
      .map((person) => ({ id: person.id, name: person.name, unlisted: false }))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (current && !listed.some((option) => option.id === current.id)) {
      listed.unshift({ id: current.id, name: current.name, unlisted: true });
    }
    return listed;
  }, [people.data, current]);
  const value = options.find((option) => option.id === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={people.isPending}
      onChange={(_event, option) => field.onChange(option?.id ?? null)}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.unlisted ? `${option.name} (no longer listed)` : option.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Person"
          required
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error) || people.isError}
          helperText={
            fieldState.error?.message ?? (people.isError ? 'The people could not be loaded.' : undefined)
          }
        />
      )}
    />
  );
}
