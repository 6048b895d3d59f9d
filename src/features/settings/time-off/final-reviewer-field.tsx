import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useMinimalUsers } from '@/api/minimal-users/minimal-users.api';
import type { TimeOffConfigInput } from '@/api/time-off-configs/time-off-config.schemas';

export type ReviewerOption = { id: number; name: string; email?: string };

export const NO_FINAL_REVIEWER: ReviewerOption = { id: 0, name: 'None (single-step approval)' };

// The people who may be picked (not archived), "None" first; a stored reviewer no longer listed stays
// shown as such, so the form does not change it behind the user's back.
export function useReviewerOptions(selected: number) {
  const users = useMinimalUsers(false);
  const options = useMemo(() => {
    const people: ReviewerOption[] = (users.data ?? []).map(({ id, name, email }) => ({ id, name, email }));
    const missing = selected !== 0 && users.isSuccess && !people.some((person) => person.id === selected);
    return [
      NO_FINAL_REVIEWER,
      ...(missing ? [{ id: selected, name: `Someone no longer listed (#${selected})` }] : []),
      ...people,
    ];
  }, [users.data, users.isSuccess, selected]);
  return { options, loading: users.isPending, failed: users.isError };
}

// The final reviewer: a person picker over the organisation's people, or none.
export function FinalReviewerField({ control }: { control: Control<TimeOffConfigInput> }) {
  const { field, fieldState } = useController({ control, name: 'final_reviewer' });
  const { options, loading, failed } = useReviewerOptions(field.value);
  const value = options.find((option) => option.id === field.value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={loading}
      onChange={(_event, option) => field.onChange(option?.id ?? 0)}
      onBlur={field.onBlur}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <span>
              {option.name}
              {option.email ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {` ${option.email}`}
                </Typography>
              ) : null}
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Final reviewer"
          name={field.name}
          inputRef={field.ref}
          error={Boolean(fieldState.error) || failed}
          helperText={
            fieldState.error?.message ??
            (failed
              ? 'The people could not be loaded.'
              : "Approves after the person's manager. None: the manager alone decides.")
          }
        />
      )}
    />
  );
}
