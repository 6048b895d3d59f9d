import type { Control, FieldValues, Path } from 'react-hook-form';
import { filterDuration, normalizeDuration } from '@/lib/duration';
import { filterTime } from '@/lib/input-filters';
import { normalizeHoursPerDay } from '@/lib/term-form';
import { normalizeTime, type TimeMode } from '@/lib/time';
import { TextEntryField, type TextEntryFieldProps } from './text-entry-field';

// 'day' and 'range-start' are times of day (SPEC §5, capped at 23:59 and 23:58); 'duration' is a
// total that may pass 24 hours ("142:30"); 'per-day' is time booked each day, up to a whole 24:00.
export type TimeFieldMode = TimeMode | 'duration' | 'per-day';

type Props<T extends FieldValues> = TextEntryFieldProps & {
  control: Control<T>;
  // A field holding 'HH:MM' (or 'H:MM' for a duration), '' when empty.
  name: Path<T>;
  mode?: TimeFieldMode;
};

const identity = (text: string) => text;

// A time of day or a duration, typed as digits and one colon (SPEC §5); '930' becomes 09:30 and
// '25' becomes 23:59 (24:00 per day) when the field is left. The form holds the normalised text from the first keystroke.
export function TimeField<T extends FieldValues>({ control, name, mode = 'day', ...rest }: Props<T>) {
  const duration = mode === 'duration';
  const parse =
    mode === 'duration'
      ? normalizeDuration
      : mode === 'per-day'
        ? normalizeHoursPerDay
        : (text: string) => normalizeTime(text, mode);
  return (
    <TextEntryField
      placeholder={duration ? 'H:MM' : 'HH:MM'}
      {...rest}
      inputMode="numeric"
      entry={{
        control,
        name,
        empty: '',
        filter: duration ? filterDuration : filterTime,
        parse,
        format: identity,
      }}
    />
  );
}
