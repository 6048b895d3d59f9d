import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from './date-field';
import type { DescribeDay } from './described-day';

// A tick saying the period still goes on ("I still work here"): a boolean field of the form.
export type DateRangeOngoing<T extends FieldValues> = {
  name: Path<T>;
  label: string;
};

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
  // While ticked there is no end: it is cleared, disabled and not required.
  ongoing?: DateRangeOngoing<T>;
  // Both calendars' days muted or named, and the month or year either moved to (see DateField).
  describeDay?: DescribeDay;
  onMonthChange?: (firstDay: string) => void;
  onYearChange?: (firstDay: string) => void;
};

// A start and an end date, typed on the keyboard or picked, and an optional "still going on" tick. That
// the end is not before the start is the form schema's rule (isDateRangeInOrder, through dateRangeCheck
// or periodChecks), said at the end field: with a resolver, react-hook-form runs no rules of a field's own.
export function DateRangeField<T extends FieldValues>({ ongoing, ...props }: DateRangeFieldProps<T>) {
  const { control, startName, endName } = props;
  // Whenever the start is validated, so is the end: moving the start back clears "End date cannot be
  // before the start date" at once. `deps` is not a validation rule, so the date field's own
  // registration keeps it.
  useEffect(() => {
    control.register(startName, { deps: [endName] });
  }, [control, startName, endName]);

  return ongoing ? <OngoingDates {...props} ongoing={ongoing} /> : <Dates {...props} />;
}

type DatesProps<T extends FieldValues> = Omit<DateRangeFieldProps<T>, 'ongoing'> & { endDisabled?: boolean };

function Dates<T extends FieldValues>({
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
  endDisabled = disabled,
  describeDay,
  onMonthChange,
  onYearChange,
}: DatesProps<T>) {
  const calendar = { describeDay, onMonthChange, onYearChange };
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
          {...calendar}
        />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DateField
          control={control}
          name={endName}
          label={endLabel}
          required={endRequired}
          helperText={endHelperText}
          disabled={endDisabled}
          {...calendar}
        />
      </Box>
    </Stack>
  );
}

function OngoingDates<T extends FieldValues>({
  ongoing,
  ...props
}: Omit<DateRangeFieldProps<T>, 'ongoing'> & { ongoing: DateRangeOngoing<T> }) {
  const { control, endName, required, endRequired = required, disabled } = props;
  const tick = useController({ control, name: ongoing.name });
  const end = useController({ control, name: endName });
  const isOngoing = tick.field.value === true;
  return (
    <>
      <Dates
        {...props}
        endRequired={Boolean(endRequired) && !isOngoing}
        endDisabled={Boolean(disabled) || isOngoing}
      />
      <FormControlLabel
        control={
          <Checkbox
            name={tick.field.name}
            checked={isOngoing}
            disabled={disabled}
            slotProps={{ input: { ref: tick.field.ref } }}
            onBlur={tick.field.onBlur}
            onChange={(event) => {
              tick.field.onChange(event.target.checked);
              // Going on: there is no end to keep.
              if (event.target.checked) end.field.onChange('');
            }}
          />
        }
        label={ongoing.label}
      />
    </>
  );
}
