import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { addYears, format, isValid, parseISO, subYears } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import Box from '@mui/material/Box';
import { useRef, useState, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MAX_DATE_DISTANCE_YEARS } from '@/lib/validation';

// What the field shows and what it takes from the keyboard: day first, as the people using it write.
export const DATE_FIELD_FORMAT = 'dd/MM/yyyy';
// What the form (and the API) keeps.
export const DATE_VALUE_FORMAT = 'yyyy-MM-dd';
// A complete but impossible entry (31/02/2020) or a half-typed one (01/03/YYYY): kept in the form so
// its rules reject it with their message instead of the field silently counting as empty.
export const INVALID_DATE_VALUE = 'invalid-date';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function dateFromValue(value: unknown): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  return ISO_DATE.test(value) ? parseISO(value) : new Date(Number.NaN);
}

export function valueFromDate(date: Date | null): string {
  if (date === null) return '';
  return isValid(date) ? format(date, DATE_VALUE_FORMAT) : INVALID_DATE_VALUE;
}

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  required?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  // A date of birth opens on the years; a start date on the days.
  openTo?: 'year' | 'day';
};

// A date picker bound to react-hook-form, holding 'yyyy-MM-dd' strings ('' when empty). Typing works as
// well as the calendar. The pickers' provider lives here, so only screens with a date field load them.
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  helperText,
  disabled,
  openTo = 'day',
}: Props<T>) {
  const { field, fieldState } = useController({ control, name });
  const text: string = typeof field.value === 'string' ? field.value : '';
  // The picker keeps its own Date: an incomplete entry has no string form, and handing the picker a
  // new Date on every render would reset what is being typed. A value set from outside (a reset, a
  // restored draft) replaces it.
  const [picked, setPicked] = useState(() => ({ text, date: dateFromValue(text) }));
  if (picked.text !== text) setPicked({ text, date: dateFromValue(text) });

  // The calendar offers no day the rules would refuse (SPEC §5: within 150 years of today).
  const [bounds] = useState(() => {
    const today = new Date();
    return {
      min: subYears(today, MAX_DATE_DISTANCE_YEARS),
      max: addYears(today, MAX_DATE_DISTANCE_YEARS),
    };
  });

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
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
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
      </LocalizationProvider>
    </Box>
  );
}
