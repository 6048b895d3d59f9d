import { useMemo, useState } from 'react';
import { useTimeOffCalendar } from '@/api/time-offs/time-off-calendar.queries';
import { pickerDayDescriber } from '@/lib/time-off-picker-days';

const yearOf = (date: string): number | null =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? Number(date.slice(0, 4)) : null;

// What the form's date pickers say of each day of the year they show: the person's weekends, their
// country's holidays by name and their own other requests, from the calendar call for that one person
// and year. `start` is the first day typed: the calendar opens on its year.
export function usePickerDays({
  personId,
  own,
  start,
  today,
  editingId,
}: {
  personId: number | null;
  own: boolean;
  start: string;
  today: string;
  editingId: number | null;
}) {
  const [moved, setMoved] = useState<{ start: string; year: number } | null>(null);
  // A moved calendar shows its year until another first day is typed.
  const year = (moved?.start === start ? moved.year : null) ?? yearOf(start) ?? yearOf(today)!;
  const calendar = useTimeOffCalendar(
    {
      from: `${year}-01-01`,
      to: `${year}-12-31`,
      filters: { user_ids: personId === null ? [] : [personId] },
      page: 1,
      perPage: 1,
    },
    { enabled: personId !== null },
  );
  const row = calendar.data?.data.data.find((item) => item.user.id === personId);
  const holidays = calendar.data?.holidays;
  const describeDay = useMemo(() => {
    const country = row?.user.country ?? null;
    const named = (holidays ?? []).filter((holiday) => holiday.country === country);
    const requests = (row?.time_offs ?? []).filter((request) => request.id !== editingId);
    return pickerDayDescriber(named, requests, own);
  }, [row, holidays, editingId, own]);
  const onShown = (firstDay: string) => {
    const shown = yearOf(firstDay);
    if (shown !== null && shown !== year) setMoved({ start, year: shown });
  };
  return { describeDay, onMonthChange: onShown, onYearChange: onShown };
}
