import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useState } from 'react';
import { dateFromValue, DATE_FIELD_FORMAT, INVALID_DATE_VALUE, valueFromDate } from './date-value';
import type { DateInputProps } from './date-input';
import { PickerProvider, usePickerBounds } from './picker-setup';

// DateField's picker outside a form: the caller holds 'yyyy-MM-dd' (null when empty). A whole day
// within the rules is passed on; a typed entry that is no such day is INVALID_DATE_VALUE.
export function DateInputPicker({
  label,
  value,
  onChange,
  size = 'medium',
  clearable = false,
  error,
  helperText,
  required,
  width,
}: DateInputProps) {
  const text = value ?? '';
  // The picker keeps its own Date while a day is being typed (see DatePickerField), whether or not the
  // caller takes what it was handed (a filter leaves a half-typed day out of the address). A value set
  // from outside (the address, a reset) replaces it.
  const [picked, setPicked] = useState(() => ({ seen: text, handed: text, date: dateFromValue(text) }));
  if (picked.seen !== text) {
    setPicked({ seen: text, handed: text, date: text === picked.handed ? picked.date : dateFromValue(text) });
  }
  const bounds = usePickerBounds();

  return (
    <PickerProvider>
      <DatePicker
        label={label}
        value={picked.date}
        format={DATE_FIELD_FORMAT}
        views={['year', 'month', 'day']}
        minDate={bounds.min}
        maxDate={bounds.max}
        onChange={(date, context) => {
          const next =
            date === null
              ? null
              : context.validationError === null
                ? valueFromDate(date)
                : INVALID_DATE_VALUE;
          setPicked({ seen: text, handed: next ?? '', date });
          onChange(next);
        }}
        slotProps={{
          field: { clearable },
          textField: {
            size,
            required,
            error,
            helperText,
            ...(width === undefined ? {} : { fullWidth: false, sx: { width, flexShrink: 0 } }),
          },
        }}
      />
    </PickerProvider>
  );
}
