import { addDays, format, parseISO, subDays } from 'date-fns';
import { MINUTES_PER_WORKING_DAY } from './duration';

// A person booked on several terms at once: fine while the days add up to a working day at most,
// worth a warning beyond it (a person cannot bill 12 hours a day for months).

export type TermSpan = {
  id: number | null;
  user_id: number;
  start_date: string;
  end_date: string;
  minutes_per_day: number;
};

export type TermOverlap = {
  // The person's other terms that share days with this one and push a day over the limit.
  terms: TermSpan[];
  // The most minutes booked on one day, this term included.
  peakMinutes: number;
  // The first and last day booked over the limit.
  from: string;
  to: string;
};

const dayAfter = (date: string) => format(addDays(parseISO(date), 1), 'yyyy-MM-dd');
const dayBefore = (date: string) => format(subDays(parseISO(date), 1), 'yyyy-MM-dd');

// Null when the person's days stay within `limit` minutes (8:00) with this term; otherwise which terms
// and days pass it. Calendar days are compared: a weekend in between does not split a span.
export function termOverlap(
  candidate: TermSpan,
  others: readonly TermSpan[],
  limit: number = MINUTES_PER_WORKING_DAY,
): TermOverlap | null {
  const { start_date: start, end_date: end } = candidate;
  if (end < start) return null;
  const sharing = others.filter(
    (other) =>
      other.user_id === candidate.user_id &&
      (candidate.id === null || other.id !== candidate.id) &&
      other.start_date <= end &&
      other.end_date >= start,
  );
  if (sharing.length === 0) return null;
  // Every day where the set of terms running changes, inside the candidate's range.
  const boundaries = new Set<string>([start]);
  for (const other of sharing) {
    if (other.start_date > start) boundaries.add(other.start_date);
    if (other.end_date < end) boundaries.add(dayAfter(other.end_date));
  }
  const starts = [...boundaries].sort();
  let peak = 0;
  let from: string | null = null;
  let to: string | null = null;
  const involved = new Set<TermSpan>();
  starts.forEach((segmentStart, index) => {
    const next = starts[index + 1];
    const segmentEnd = next === undefined ? end : dayBefore(next);
    const running = sharing.filter(
      (other) => other.start_date <= segmentStart && other.end_date >= segmentStart,
    );
    const minutes =
      candidate.minutes_per_day + running.reduce((sum, other) => sum + other.minutes_per_day, 0);
    peak = Math.max(peak, minutes);
    if (minutes > limit) {
      from ??= segmentStart;
      to = segmentEnd;
      for (const other of running) involved.add(other);
    }
  });
  if (from === null || to === null) return null;
  return { terms: sharing.filter((other) => involved.has(other)), peakMinutes: peak, from, to };
}
