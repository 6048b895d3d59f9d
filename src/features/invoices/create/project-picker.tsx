import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useProjects } from '@/api/internal-projects/internal-project.queries';
import type { NewInvoiceForm } from '@/lib/new-invoice-form';

type Option = { id: number; title: string; client: string | null };

const SEARCH_DELAY_MS = 300;
const PICKER_PAGE = 20;

// A project by its title or client, searched on the server (there may be thousands); the project
// the wizard opened with stays an option while another search runs.
export function ProjectPicker({
  control,
  current,
}: {
  control: Control<NewInvoiceForm>;
  current: Option | null;
}) {
  const { field, fieldState } = useController({ control, name: 'project_id' });
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const projects = useProjects({ filters: { search: search.trim() }, page: 1, perPage: PICKER_PAGE });
  const options = useMemo(() => {
    const listed: Option[] = (projects.data?.data ?? []).map(({ id, title, client }) => ({
      id,
      title,
      client,
    }));
    if (current && !listed.some((option) => option.id === current.id)) listed.unshift(current);
    return listed;
  }, [projects.data, current]);
  const value = options.find((option) => option.id === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={projects.isFetching}
      filterOptions={(all) => all}
      onInputChange={(_event, input, reason) => {
        if (reason === 'input') setText(input);
      }}
      onChange={(_event, option) => field.onChange(option?.id ?? null)}
      onBlur={field.onBlur}
      getOptionLabel={(option) => (option.client ? `${option.title} · ${option.client}` : option.title)}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Project"
          required
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error) || projects.isError}
          helperText={
            fieldState.error?.message ?? (projects.isError ? 'The projects could not be loaded.' : undefined)
          }
        />
      )}
    />
  );
}
