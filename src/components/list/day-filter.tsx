import { memo } from 'react';
import { DateInput } from '@/components/form/date-input';
import { INVALID_DATE_VALUE } from '@/components/form/date-value';
import { useLatestCallback } from '@/components/hooks/use-latest-callback';

// A list re-renders many times while its data arrives; the field only when its own props change (each
// of its renders re-reads the document's text selection, which lays the page out).
const DayInput = memo(DateInput);

// A day (dd/MM/yyyy), its clear button and its calendar button, with nothing cut.
const DAY_FILTER_WIDTH = 200;

// A list's filter on a day, in the product's one date field (dd/MM/yyyy, a calendar); the address keeps
// 'yyyy-MM-dd'. A day being typed changes nothing until it is whole.
export function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null;
  onChange: (day: string | null) => void;
}) {
  const change = useLatestCallback((day: string | null) => {
    if (day !== INVALID_DATE_VALUE) onChange(day);
  });
  return (
    <DayInput label={label} value={value} size="small" clearable width={DAY_FILTER_WIDTH} onChange={change} />
  );
}
