import type { Control, FieldValues, Path } from 'react-hook-form';
import { DEFAULT_PERCENT_RANGE, filterPercent, parsePercent, percentText } from '@/lib/percent-input';
import { TextEntryField, type TextEntryFieldProps } from './text-entry-field';

type Props<T extends FieldValues> = TextEntryFieldProps & {
  control: Control<T>;
  // A field holding a number (12.5 for 12.5 %), or null when empty.
  name: Path<T>;
  min?: number;
  max?: number;
};

// A percentage: digits and one dot, two decimals at most (SPEC §5); a value outside min..max is
// brought to the nearest bound, which the form holds at once and the field shows once it is left.
export function PercentField<T extends FieldValues>({
  control,
  name,
  min = DEFAULT_PERCENT_RANGE.min,
  max = DEFAULT_PERCENT_RANGE.max,
  ...rest
}: Props<T>) {
  return (
    <TextEntryField
      {...rest}
      inputMode="decimal"
      endAdornment="%"
      entry={{
        control,
        name,
        empty: null,
        filter: filterPercent,
        parse: (text: string) => parsePercent(text, { min, max }),
        format: percentText,
      }}
    />
  );
}
