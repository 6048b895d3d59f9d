import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useProjectClients } from '@/api/internal-projects/internal-project.queries';
import { PROJECT_CLIENT_MAX, type NewProjectForm } from '@/api/internal-projects/new-project.schemas';

const NO_CLIENTS: string[] = [];

// A client projects already name (GET internal-projects/clients), or a new one typed in.
export function ProjectClientField({ control }: { control: Control<NewProjectForm> }) {
  const clients = useProjectClients();
  return (
    <Controller
      control={control}
      name="client"
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          options={clients.data ?? NO_CLIENTS}
          loading={clients.isPending}
          value={field.value}
          inputValue={field.value}
          onInputChange={(_event, text) => field.onChange(text)}
          onChange={(_event, option) => field.onChange(option ?? '')}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Client"
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'Pick a client or type a new one.'}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, maxLength: PROJECT_CLIENT_MAX },
              }}
            />
          )}
        />
      )}
    />
  );
}
