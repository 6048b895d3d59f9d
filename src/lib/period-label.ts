import { format, isValid, parseISO } from 'date-fns';

// How a profile shows the time something lasted: 'yyyy-MM-dd' dates in, "2014 – 2018" or
// "Mar 2019 – present" out. An open end (null) is still going on.

export const PRESENT_LABEL = 'present';
const DASH = '\u2013';

function formatted(value: string | null, pattern: string): string | null {
  if (value === null || value === '') return null;
  const date = parseISO(value);
  return isValid(date) ? format(date, pattern) : null;
}

function rangeOf(start: string | null, end: string | null, pattern: string): string {
  const from = formatted(start, pattern);
  const to = formatted(end, pattern);
  // Without a known start only the end is worth saying.
  if (from === null) return to === null ? 'ongoing' : `until ${to}`;
  return `${from} ${DASH} ${to ?? PRESENT_LABEL}`;
}

// Studies are remembered by their years.
export function formatYearRange(start: string | null, end: string | null): string {
  return rangeOf(start, end, 'yyyy');
}

// Jobs by their months.
export function formatMonthRange(start: string | null, end: string | null): string {
  return rangeOf(start, end, 'MMM yyyy');
}

// A finished period cannot end before it began; an unknown or open side is not this rule's business.
export function endsBeforeStart(start: string | null, end: string | null): boolean {
  if (!start || !end) return false;
  const from = parseISO(start);
  const to = parseISO(end);
  return isValid(from) && isValid(to) && to < from;
}
