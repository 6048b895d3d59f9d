import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import Box from '@mui/material/Box';
import { useRef, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { dateFromValue, DATE_FIELD_FORMAT, INVALID_DATE_VALUE, valueFromDate } from './date-value';
import { DescribedDay, DescribeDayContext, type DescribeDay } from './described-day';
import { PickerProvider, usePickerBounds } from './picker-setup';

export type DateFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  // A date of birth opens on the years; a start date on the days.
  openTo?: 'year' | 'day';
  // Days drawn muted or named in the calendar (weekends, holidays: 'yyyy-MM-dd' in, see DescribedDay).
  describeDay?: DescribeDay;
  // The month or year the calendar moved to, as its first day ('yyyy-MM-dd'), so a caller can load what
  // describeDay needs for it.
  onMonthChange?: (firstDay: string) => void;
  onYearChange?: (firstDay: string) => void;
};

// A date picker bound to react-hook-form, holding 'yyyy-MM-dd' strings ('' when empty). Typing works as
// well as the calendar. The pickers' provider lives here, so only screens with a date field load them.
export function DatePickerField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  disabled,
  openTo = 'day',
  describeDay,
  onMonthChange,
  onYearChange,
}: DateFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const text: string = typeof field.value === 'string' ? field.value : '';
  // The picker keeps its own Date: an incomplete entry has no string form, and handing the picker a
  // new Date on every render would reset what is being typed. A value set from outside (a reset, a
  // restored draft) replaces it.
  const [picked, setPicked] = useState(() => ({ text, date: dateFromValue(text) }));
  if (picked.text !== text) setPicked({ text, date: dateFromValue(text) });

  const bounds = usePickerBounds();

  const rootRef = useRef<HTMLDivElement | null>(null);

  const publish = (next: string, date: Date | null) => {
    setPicked({ text: next, date });
    field.onChange(next);
  };

  // The picker reports a half-typed date as no date at all; the hidden input still holds what is shown.
  const handleBlur = () => {
    const shown = rootRef.current?.querySelector('input')?.value ?? '';
    if (shown !== '' && picked.date === null && text === '') publish(INVALID_DATE_VALUE, null);
    field.onBlur();
  };

  return (
    <Box
      ref={(element: HTMLDivElement | null) => {
        rootRef.current = element;
        // Focusing a field with an error (after submit) lands on its first section.
        field.ref(
          element
            ? { focus: () => element.querySelector<HTMLElement>('[role="spinbutton"]')?.focus() }
            : null,
        );
      }}
    >
      <PickerProvider>
        <DescribeDayContext.Provider value={describeDay ?? null}>
          <DatePicker
            label={label}
            value={picked.date}
            format={DATE_FIELD_FORMAT}
            openTo={openTo}
            views={['year', 'month', 'day']}
            minDate={bounds.min}
            maxDate={bounds.max}
            disabled={disabled}
            onChange={(date) => publish(valueFromDate(date), date)}
            onClose={field.onBlur}
            onMonthChange={onMonthChange && ((month) => onMonthChange(valueFromDate(month)))}
            onYearChange={onYearChange && ((year) => onYearChange(valueFromDate(year)))}
            slots={describeDay ? { day: DescribedDay } : undefined}
            slotProps={{
              textField: {
                name: field.name,
                required,
                fullWidth: true,
                onBlur: handleBlur,
                // The form's message wins; without one the picker still marks a half-typed date.
                error: fieldState.error ? true : undefined,
                helperText: fieldState.error?.message ?? helperText,
              },
            }}
          />
        </DescribeDayContext.Provider>
      </PickerProvider>
    </Box>
  );
}
