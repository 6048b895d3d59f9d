import Stack from '@mui/material/Stack';
import type { Control, FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { PercentField } from '@/components/form/percent-field';
import { TimeField } from '@/components/form/time-field';
import { TERM_PERCENT_RANGE, hoursForPercentage, percentageForHours, type TermBasis } from '@/lib/term-form';

// Time per working day as hours (HH:MM) or a share of an 8-hour day: the two fields of a term or an
// allocation, each following the other; the one typed last (`basis`) is sent.
type DayShareValues = { basis: TermBasis; hours_per_day: string; percentage: number | null };

type Props<T extends FieldValues> = { control: Control<T>; percentHelperText?: string };

export function DayShareFields<T extends FieldValues & DayShareValues>({
  control,
  percentHelperText = 'Sets the hours',
}: Props<T>) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TimeField
        control={control}
        name={'hours_per_day' as Path<T>}
        label="Hours a day"
        // Up to 24:00, as the share goes up to 300 % and the forms' message says.
        mode="per-day"
        required
        fullWidth
        helperText="HH:MM; sets the share"
      />
      <PercentField
        control={control}
        name={'percentage' as Path<T>}
        label="Share of an 8-hour day"
        min={TERM_PERCENT_RANGE.min}
        max={TERM_PERCENT_RANGE.max}
        fullWidth
        helperText={percentHelperText}
      />
    </Stack>
  );
}

// For a form's subscribe callback: a typed change of one field sets the other and the basis.
export function followDayShare<T extends FieldValues & DayShareValues>(
  form: UseFormReturn<T>,
  name: string | undefined,
  values: DayShareValues,
): void {
  const set = <K extends keyof DayShareValues>(key: K, value: DayShareValues[K]) =>
    form.setValue(key as unknown as Path<T>, value as PathValue<T, Path<T>>);
  if (name === 'hours_per_day') {
    set('basis', 'hours');
    set('percentage', percentageForHours(values.hours_per_day));
    form.clearErrors('percentage' as Path<T>);
  }
  if (name === 'percentage') {
    set('basis', 'percentage');
    set('hours_per_day', hoursForPercentage(values.percentage));
    form.clearErrors('hours_per_day' as Path<T>);
  }
}
