import { format, isValid } from 'date-fns';

// Employee availability (SPEC §3 "Employee list entries", §5 rules). Entries are dated; each has a type
// (what kind of work the availability is about) and a value. The client validates a new entry with
// these rules before sending it, and the mocked API answers 422 with the same messages.

export const AVAILABILITY_TYPES = ['billable', 'internal'] as const;
export type AvailabilityType = (typeof AVAILABILITY_TYPES)[number];

export const AVAILABILITY_TYPE_LABELS: Record<AvailabilityType, string> = {
  billable: 'Billable',
  internal: 'Internal',
};

export const AVAILABILITY_VALUES = ['Available', 'Partially available', 'Unavailable', 'On-demand'] as const;
export type AvailabilityValue = (typeof AVAILABILITY_VALUES)[number];

export const ON_DEMAND = 'On-demand' satisfies AvailabilityValue;
// The role that may not be available on demand (SPEC §5, §6).
export const EMPLOYEE_ROLE = 'employee';

export const SAME_AS_PREVIOUS_MESSAGE = 'Could not be same as previous';
export const EMPLOYEE_ON_DEMAND_MESSAGE = 'Employee can not be available on demand';

// What the rules need of an entry; AvailabilityEntry of src/api fits.
export type AvailabilityEntryLike = {
  id?: number;
  type: string;
  date: string; // yyyy-MM-dd
  data: { availability: string };
};

export type AvailabilityCandidate = { type: string; date: string; availability: string };

export const isAvailabilityType = (value: string): value is AvailabilityType =>
  (AVAILABILITY_TYPES as readonly string[]).includes(value);

export const isAvailabilityValue = (value: string): value is AvailabilityValue =>
  (AVAILABILITY_VALUES as readonly string[]).includes(value);

// yyyy-MM-dd of a local day; strings are taken as they are (ISO dates compare as text).
export function dayOf(day: string | Date): string {
  if (typeof day === 'string') return day.slice(0, 10);
  return isValid(day) ? format(day, 'yyyy-MM-dd') : '';
}

// Later date first wins; on the same date the entry made last (the higher id) wins.
function isLater(a: AvailabilityEntryLike, b: AvailabilityEntryLike): boolean {
  if (a.date !== b.date) return a.date > b.date;
  return (a.id ?? 0) > (b.id ?? 0);
}

function latest<T extends AvailabilityEntryLike>(
  entries: readonly T[],
  accept: (entry: T) => boolean,
): T | null {
  let best: T | null = null;
  for (const entry of entries) if (accept(entry) && (best === null || isLater(entry, best))) best = entry;
  return best;
}

// The availability in force today: the latest entry dated today or earlier, of any type.
export function currentAvailability<T extends AvailabilityEntryLike>(
  entries: readonly T[],
  today: string | Date,
): T | null {
  const day = dayOf(today);
  return latest(entries, (entry) => entry.date <= day);
}

// The entry a candidate follows: the latest of the same type dated strictly before it.
export function previousEntry<T extends AvailabilityEntryLike>(
  candidate: Pick<AvailabilityCandidate, 'type' | 'date'>,
  existing: readonly T[],
): T | null {
  return latest(existing, (entry) => entry.type === candidate.type && entry.date < candidate.date);
}

// SPEC §5: 'On-demand' is refused for the role employee; an entry repeating the previous entry of its
// type is refused. undefined when the entry may be saved.
export function validateAvailability(
  candidate: AvailabilityCandidate,
  existing: readonly AvailabilityEntryLike[],
  role: string,
): string | undefined {
  if (candidate.availability === ON_DEMAND && role === EMPLOYEE_ROLE) return EMPLOYEE_ON_DEMAND_MESSAGE;
  const previous = previousEntry(candidate, existing);
  if (previous && previous.data.availability === candidate.availability) return SAME_AS_PREVIOUS_MESSAGE;
  return undefined;
}
