import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from './date-field';

// The fields every period form names the same way.
export type PeriodFormValues = { start_date: string; end_date: string; ongoing: boolean };

export type PeriodFieldsProps<T extends FieldValues & PeriodFormValues> = {
  control: Control<T>;
  // "I still study here", "I still work here".
  ongoingLabel: string;
  disabled?: boolean;
};

// Start date, whether it is still going on, and the end date (none while it is going on). The form's
// schema checks the dates (SPEC §5) and that the end is not before the start.
export function PeriodFields<T extends FieldValues & PeriodFormValues>({
  control,
  ongoingLabel,
  disabled,
}: PeriodFieldsProps<T>) {
  const ongoing = useController({ control, name: 'ongoing' as Path<T> });
  const end = useController({ control, name: 'end_date' as Path<T> });
  const isOngoing = ongoing.field.value === true;
  return (
    <>
      <DateField control={control} name={'start_date' as Path<T>} label="Start date" required />
      <FormControlLabel
        control={
          <Checkbox
            name={ongoing.field.name}
            checked={isOngoing}
            disabled={disabled}
            slotProps={{ input: { ref: ongoing.field.ref } }}
            onBlur={ongoing.field.onBlur}
            onChange={(event) => {
              ongoing.field.onChange(event.target.checked);
              // Going on: there is no end to keep.
              if (event.target.checked) end.field.onChange('');
            }}
          />
        }
        label={ongoingLabel}
      />
      <DateField
        control={control}
        name={'end_date' as Path<T>}
        label="End date"
        required={!isOngoing}
        disabled={disabled || isOngoing}
      />
    </>
  );
}
