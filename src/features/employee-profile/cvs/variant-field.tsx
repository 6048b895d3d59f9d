import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CV_VARIANT_MAX, CV_VARIANTS } from '@/api/cvs/cv.schemas';

const filter = createFilterOptions<string>();

// The usual variants to pick from, or any other text (the API takes any variant up to 50 characters).
export function VariantField<T extends FieldValues>({
  control,
  name,
  autoFocus,
}: {
  control: Control<T>;
  name: Path<T>;
  autoFocus?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <Autocomplete
            freeSolo
            options={CV_VARIANTS as readonly string[]}
            value={value}
            inputValue={value}
            onInputChange={(_event, text) => field.onChange(text)}
            onChange={(_event, option) => field.onChange(option ?? '')}
            onBlur={field.onBlur}
            // A chosen variant still offers the others, not just itself.
            filterOptions={(options, state) =>
              (CV_VARIANTS as readonly string[]).includes(state.inputValue) ? options : filter(options, state)
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Variant"
                required
                autoFocus={autoFocus}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  `Pick one or type your own (up to ${CV_VARIANT_MAX} characters), e.g. "Bank tender".`
                }
              />
            )}
          />
        );
      }}
    />
  );
}
