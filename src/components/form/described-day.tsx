import { PickerDay, pickerDayClasses, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { createContext, useContext } from 'react';
import { valueFromDate } from './date-value';

// What a caller says of a calendar day: off (drawn muted, still selectable) and an optional name read
// aloud with the day and shown on hover; null for a day with nothing to say.
export type DayDescription = { off: boolean; name?: string };
export type DescribeDay = (value: string) => DayDescription | null;

// The picker hands its day slot no props of ours: the describer reaches the days through this.
export const DescribeDayContext = createContext<DescribeDay | null>(null);

const OFF_DAY = {
  [`&:not(.${pickerDayClasses.selected})`]: { color: 'text.secondary', bgcolor: 'action.hover' },
};
const NAMED_DAY = { textDecoration: 'underline dotted' };

// The picker's day, muted when off and named when the caller names it.
export function DescribedDay(props: PickerDayProps) {
  const describe = useContext(DescribeDayContext);
  const description = describe && !props.outsideCurrentMonth ? describe(valueFromDate(props.day)) : null;
  if (!description) return <PickerDay {...props} />;
  const { name, off } = description;
  return (
    <PickerDay
      {...props}
      data-off={off ? 'true' : undefined}
      {...(name ? { 'aria-label': `${props.day.getDate()}, ${name}`, title: name } : {})}
      sx={[off ? OFF_DAY : {}, name ? NAMED_DAY : {}]}
    />
  );
}
