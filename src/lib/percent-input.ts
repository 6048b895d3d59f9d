import { filterDecimalPlaces } from '@/lib/input-filters';

// A percentage as a form takes it: digits and one dot, two decimals at most, within a range
// (0–100 unless the field says otherwise). No sign is typed, so a range below 0 is not reachable.

export const PERCENT_DECIMALS = 2;

export type PercentRange = { min?: number; max?: number };

export const DEFAULT_PERCENT_RANGE = { min: 0, max: 100 } as const;

// Keystroke filter: drops characters only.
export function filterPercent(value: string): string {
  return filterDecimalPlaces(value, PERCENT_DECIMALS);
}

// Keystroke filter for a percentage that may be negative (a budget's uplift, or cut): a minus typed
// first stays ('−' is read as '-'), then as filterPercent; `maxIntegerDigits` bounds the whole part.
export function filterSignedPercent(value: string, maxIntegerDigits?: number): string {
  const negative = /^\s*[-−]/.test(value);
  const rest = filterDecimalPlaces(value, PERCENT_DECIMALS, maxIntegerDigits);
  return negative ? `-${rest}` : rest;
}

// The number the form keeps, brought into the range; null when no digit was entered. '5.' is 5, '.5' 0.5.
export function parsePercent(
  text: string,
  { min = DEFAULT_PERCENT_RANGE.min, max = DEFAULT_PERCENT_RANGE.max }: PercentRange = {},
): number | null {
  const filtered = filterPercent(text);
  if (!/\d/.test(filtered)) return null;
  return Math.min(Math.max(Number(filtered), min), max);
}

// What the field shows for a value once it is left: '12.5', '100', '' for none.
export function percentText(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return '';
  return String(Math.round(value * 10 ** PERCENT_DECIMALS) / 10 ** PERCENT_DECIMALS);
}
