import { spreadCents } from './cents';
import { workingDaysByMonth } from './holiday-calendar';

// Spreading a yearly amount over the twelve months (finance.md §3): by each month's working days
// (weekdays less the country's holidays) or evenly. The parts always sum to the total: each month is
// rounded down and the cents left go to the largest fractional parts (spreadCents).

export const SPREAD_MODES = ['working-days', 'even'] as const;
export type SpreadMode = (typeof SPREAD_MODES)[number];

export const SPREAD_MODE_LABELS: Record<SpreadMode, string> = {
  'working-days': 'By working days',
  even: 'Evenly',
};

// The weight of each month, January first.
export function spreadWeights(year: number, mode: SpreadMode, holidayDates: Iterable<string>): number[] {
  return mode === 'even' ? Array.from({ length: 12 }, () => 1) : workingDaysByMonth(year, holidayDates);
}

// The months of a yearly amount; `fromMonth` (1-12) leaves the months before it out (0) and spreads
// over the rest, for a budget set in the middle of a year.
export function spreadYearly(totalCents: number, weights: readonly number[], fromMonth = 1): number[] {
  const used = weights.map((weight, index) => (index + 1 >= fromMonth ? weight : 0));
  return spreadCents(totalCents, used);
}
