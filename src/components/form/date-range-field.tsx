import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { DateField } from './date-field';

export type DateRangeFieldProps<T extends FieldValues> = {
  control: Control<T>;
  // Fields holding 'yyyy-MM-dd' ('' when empty), as DateField does.
  startName: Path<T>;
  endName: Path<T>;
  startLabel?: string;
  endLabel?: string;
  required?: boolean;
  // An open-ended range (an assignment with no end yet) may leave the end empty; as `required` by default.
  endRequired?: boolean;
  startHelperText?: ReactNode;
  endHelperText?: ReactNode;
  disabled?: boolean;
};

// A start and an end date, typed on the keyboard or picked. That the end is not before the start is
// the form schema's rule (dateRangeCheck of api/date-range.schemas), said at the end field: with a
// resolver, react-hook-form runs no rules of a field's own.
export function DateRangeField<T extends FieldValues>({
  control,
  startName,
  endName,
  startLabel = 'Start date',
  endLabel = 'End date',
  required,
  endRequired = required,
  startHelperText,
  endHelperText,
  disabled,
}: DateRangeFieldProps<T>) {
  // Whenever the start is validated, so is the end: moving the start back clears "End date cannot be
  // before the start date" at once. `deps` is not a validation rule, so the date field's own
  // registration keeps it.
  useEffect(() => {
    control.register(startName, { deps: [endName] });
  }, [control, startName, endName]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DateField
          control={control}
          name={startName}
          label={startLabel}
          required={required}
          helperText={startHelperText}
          disabled={disabled}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DateField
          control={control}
          name={endName}
          label={endLabel}
          required={endRequired}
          helperText={endHelperText}
          disabled={disabled}
        />
      </Box>
    </Stack>
  );
}
