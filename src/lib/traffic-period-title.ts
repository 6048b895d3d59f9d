import { dayLabel, monthLabel } from './calendar-day';
import type { PlannerZoom } from './planner-grid';

// The title of the period a traffic view shows, from its first day: "2026", "H1 2026", "Q2 2026",
// "May 2026", "W/c 4 May 2026".
export function trafficPeriodTitle(unit: PlannerZoom, from: string): string {
  const year = Number(from.slice(0, 4));
  const month = Number(from.slice(5, 7));
  const local = new Date(year, month - 1, Number(from.slice(8, 10)) || 1);
  switch (unit) {
    case 'year':
      return String(year);
    case 'half':
      return `H${month <= 6 ? 1 : 2} ${year}`;
    case 'quarter':
      return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
    case 'month':
      return monthLabel(local);
    case 'week':
      return `W/c ${dayLabel(local)}`;
  }
}

// What one step of the period is called, for the buttons' names ("Previous quarter").
export const TRAFFIC_PERIOD_UNITS: Record<PlannerZoom, string> = {
  week: 'week',
  month: 'month',
  quarter: 'quarter',
  half: 'half year',
  year: 'year',
};
