import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useMinimalUsers } from '@/api/minimal-users/minimal-users.api';

type Option = { id: number; name: string };

// The people filter: picked by name from the organisation's people, loaded when first opened (or
// when the link names someone).
export function PersonFilter({
  values,
  onChange,
}: {
  values: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const [opened, setOpened] = useState(false);
  const people = useMinimalUsers(false, { enabled: opened || values.length > 0 });
  const options: Option[] = useMemo(
    () =>
      (people.data ?? [])
        .map((person) => ({ id: person.id, name: person.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [people.data],
  );
  const chosen = options.filter((option) => values.includes(option.id));
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={chosen}
      loading={people.isPending && (opened || values.length > 0)}
      onOpen={() => setOpened(true)}
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      limitTags={1}
      sx={{ width: 240 }}
      renderInput={(params) => <TextField {...params} label="Person" />}
    />
  );
}
