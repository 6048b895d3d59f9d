import { dayCount, dayIndexOf, weekdayOf } from '@/lib/planner-grid';
import type { WorkingDayCounter } from '@/lib/working-day-counter';
import type { NamedDay } from '@/lib/working-days';

// Working days (Mon–Fri, holidays out) of any span inside from..to in constant time, from prefix sums
// made once: the planner counts them for thousands of terms and periods per answer, where walking the
// days of each (workingDaysBreakdown) would cost a day's Date objects every time. Same count as
// workingDaysBreakdown, so the forecast equals the project figures'. Days outside from..to count none.

export function spanWorkingDayCounter(
  holidays: readonly NamedDay[],
  from: string,
  to: string,
): WorkingDayCounter {
  const count = dayCount(from, to);
  const holidayIndexes = new Set(holidays.map((day) => dayIndexOf(from, day.date)));
  // before[i]: working days among the first i days.
  const before = new Int32Array(count + 1);
  const firstWeekday = weekdayOf(from);
  for (let index = 0; index < count; index += 1) {
    const weekday = (firstWeekday + index) % 7;
    const working = weekday !== 0 && weekday !== 6 && !holidayIndexes.has(index);
    before[index + 1] = before[index]! + (working ? 1 : 0);
  }
  return (start, end) => {
    const first = Math.max(0, dayIndexOf(from, start));
    const last = Math.min(count - 1, dayIndexOf(from, end));
    return first > last ? 0 : before[last + 1]! - before[first]!;
  };
}
