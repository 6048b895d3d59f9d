export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type MonthName = (typeof MONTHS)[number];

// Report filters offer each month plus the whole year.
export const MONTH_OPTIONS = [...MONTHS, 'Yearly'] as const;
export type MonthOption = (typeof MONTH_OPTIONS)[number];

export type QuarterName = 'Q1' | 'Q2' | 'Q3' | 'Q4';
export type Quarter = {
  id: 0 | 1 | 2 | 3;
  name: QuarterName;
  months: readonly [MonthName, MonthName, MonthName];
  monthIndexes: readonly [number, number, number];
};

export const QUARTERS: readonly [Quarter, Quarter, Quarter, Quarter] = [
  { id: 0, name: 'Q1', months: ['January', 'February', 'March'], monthIndexes: [0, 1, 2] },
  { id: 1, name: 'Q2', months: ['April', 'May', 'June'], monthIndexes: [3, 4, 5] },
  { id: 2, name: 'Q3', months: ['July', 'August', 'September'], monthIndexes: [6, 7, 8] },
  { id: 3, name: 'Q4', months: ['October', 'November', 'December'], monthIndexes: [9, 10, 11] },
];

export const QUARTER_NAMES: readonly QuarterName[] = QUARTERS.map((quarter) => quarter.name);

// monthIndex is 0-11 like Date#getMonth(); anything else is a programming error, so it throws.
export function quarterOfMonth(monthIndex: number): Quarter {
  const quarter = Number.isInteger(monthIndex) ? QUARTERS[Math.floor(monthIndex / 3)] : undefined;
  if (quarter === undefined || monthIndex < 0) {
    throw new RangeError(`Month index must be an integer from 0 to 11, got ${monthIndex}`);
  }
  return quarter;
}
