import Skeleton from '@mui/material/Skeleton';
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { DateFieldProps } from './date-picker-field';

export {
  DATE_FIELD_FORMAT,
  DATE_VALUE_FORMAT,
  INVALID_DATE_VALUE,
  dateFromValue,
  valueFromDate,
} from './date-value';

// The pickers weigh about 50 kB: they load while the rest of the form is already usable.
const DatePickerField = dynamic(() => import('./date-picker-field').then((m) => m.DatePickerField), {
  ssr: false,
  loading: () => (
    <Skeleton variant="rounded" height={56} role="progressbar" aria-label="Loading date field" />
  ),
}) as ComponentType<DateFieldProps<FieldValues>>;

export function DateField<T extends FieldValues>(props: DateFieldProps<T>) {
  return <DatePickerField {...(props as unknown as DateFieldProps<FieldValues>)} />;
}
