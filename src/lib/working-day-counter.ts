import type { NamedDay } from './working-days';

// Working days from..to (yyyy-MM-dd, both included): weekends and holidays out.
export type WorkingDayCounter = (from: string, to: string) => number;

const pad = (value: number) => (value < 10 ? `0${value}` : String(value));

// workingDaysBreakdown's count, each month's days walked once and kept as a running count: a caller that
// prices thousands of terms over the same few dozen months (a seed, a list, a year's budget) pays for the
// calendar once, not per term.
export function monthlyWorkingDayCounter(holidays: readonly NamedDay[]): WorkingDayCounter {
  const holidayDates = new Set(holidays.map((holiday) => holiday.date));
  // 'yyyy-MM' → running[d]: working days among the month's days 1..d (running[0] = 0).
  const months = new Map<string, Int32Array>();
  const runningOf = (month: string): Int32Array => {
    const known = months.get(month);
    if (known) return known;
    const year = Number(month.slice(0, 4));
    const monthNumber = Number(month.slice(5, 7));
    // Day 0 of the next month is the last of this one.
    const length = new Date(year, monthNumber, 0).getDate();
    const running = new Int32Array(length + 1);
    for (let day = 1; day <= length; day += 1) {
      // Noon, for the reason countWorkingDays gives.
      const weekday = new Date(year, monthNumber - 1, day, 12).getDay();
      const working = weekday !== 0 && weekday !== 6 && !holidayDates.has(`${month}-${pad(day)}`);
      running[day] = running[day - 1]! + (working ? 1 : 0);
    }
    months.set(month, running);
    return running;
  };
  // Read by hand, not split: a seed asks this tens of thousands of times.
  return (from, to) => {
    if (to < from) return 0;
    const lastMonth = to.slice(0, 7);
    let month = from.slice(0, 7);
    let firstDay = Number(from.slice(8, 10));
    let count = 0;
    while (month !== lastMonth) {
      const running = runningOf(month);
      count += running[running.length - 1]! - running[firstDay - 1]!;
      month = nextMonth(month);
      firstDay = 1;
    }
    const running = runningOf(month);
    return count + running[Number(to.slice(8, 10))]! - running[firstDay - 1]!;
  };
}

function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const monthNumber = Number(month.slice(5, 7));
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${pad(monthNumber + 1)}`;
}
