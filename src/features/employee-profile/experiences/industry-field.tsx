import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { useIndustries } from '@/api/industries/industries.reference';
import { useCreateIndustry } from '@/api/industries/industry.mutations';
import { toFieldMessages } from '@/lib/server-errors';

// An industry of the list, or the typed name offered as a new one.
type IndustryOption = { id: number; name: string } | { id: null; name: string };

const filter = createFilterOptions<IndustryOption>();

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export type IndustryFieldProps<T extends FieldValues> = {
  control: Control<T>;
  // Holds the industry's id, or null.
  name: Path<T>;
  label?: string;
  disabled?: boolean;
};

// Picks an industry from the reference list, or adds the typed one ("Add “Biotech”"): it is created
// (POST industries), joins the list and is selected.
export function IndustryField<T extends FieldValues>({
  control,
  name,
  label = 'Industry',
  disabled,
}: IndustryFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const industries = useIndustries();
  const create = useCreateIndustry();
  const [addError, setAddError] = useState<string | null>(null);
  const options = useMemo<IndustryOption[]>(() => industries.data ?? [], [industries.data]);
  const selected = options.find((option) => option.id === field.value) ?? null;

  const add = async (typed: string) => {
    setAddError(null);
    try {
      const created = await create.mutateAsync(typed);
      field.onChange(created.id);
    } catch (error) {
      // A refused name is said at the field; other failures have had their toast.
      if (isApiError(error) && error.status === 422) {
        setAddError(toFieldMessages(error.fieldErrors)[0]?.message ?? error.message);
      }
    }
  };

  const message = fieldState.error?.message ?? addError;
  return (
    <Autocomplete<IndustryOption>
      options={options}
      value={selected}
      loading={industries.isLoading || create.isPending}
      disabled={disabled || create.isPending}
      selectOnFocus
      clearOnBlur
      handleHomeEndKeys
      onChange={(_event, option) => {
        setAddError(null);
        if (option === null) field.onChange(null);
        else if (option.id === null) void add(option.name);
        else field.onChange(option.id);
      }}
      filterOptions={(all, state) => {
        const filtered = filter(all, state);
        const typed = state.inputValue.trim();
        // Offered only when no industry has that name already (in any case).
        if (typed !== '' && !all.some((option) => sameName(option.name, typed))) {
          filtered.push({ id: null, name: typed });
        }
        return filtered;
      }}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => (option.id === null ? `new:${option.name}` : option.id)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.id === null ? `Add “${option.name}”` : option.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(message)}
          helperText={
            message ?? (create.isPending ? 'Adding the industry…' : 'Pick one, or type a new one to add it.')
          }
        />
      )}
    />
  );
}
