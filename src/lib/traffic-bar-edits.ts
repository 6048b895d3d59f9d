import { dateAt, dayIndexOf } from './planner-grid';
import {
  emptyBatch,
  type AllocationBatch,
  type AllocationChange,
  type AllocationCreate,
  type FixableAllocation,
} from './traffic-conflicts';
import { DAY_WORKING, freeOn, type DailyLoad } from './traffic-load';

// What the timeline's keys and drags do to an allocation, as batch parts: move or resize by days,
// duplicate after itself, split at a day; and the free time of a range a new one is prefilled with.

export type DatedAllocation = { id: number; start_date: string; end_date: string };
export type EditKind = 'move' | 'resize-start' | 'resize-end';

// Moved or resized by `days`; null when a resize would end before it starts (or nothing changes).
export function shiftedChange(
  allocation: DatedAllocation,
  kind: EditKind,
  days: number,
): AllocationChange | null {
  if (days === 0) return null;
  const start = kind === 'resize-end' ? allocation.start_date : dateAt(allocation.start_date, days);
  const end = kind === 'resize-start' ? allocation.end_date : dateAt(allocation.end_date, days);
  if (end < start) return null;
  const change: AllocationChange = { id: allocation.id };
  if (start !== allocation.start_date) change.start_date = start;
  if (end !== allocation.end_date) change.end_date = end;
  return change;
}

const copyOf = (allocation: FixableAllocation, start_date: string, end_date: string): AllocationCreate => ({
  internal_project_id: allocation.internal_project_id,
  user_id: allocation.user_id,
  start_date,
  end_date,
  hours_per_day: allocation.hours_per_day,
  status: allocation.status === 'tentative' ? 'tentative' : 'confirmed',
  note: allocation.note,
  hourly_rate: allocation.hourly_rate,
});

// A copy of the same length starting the day after it ends (or at `start` when given, as a drag drops it).
export function duplicateOf(allocation: FixableAllocation, start?: string, userId?: number): AllocationBatch {
  const from = start ?? dateAt(allocation.end_date, 1);
  const length = dayIndexOf(allocation.start_date, allocation.end_date);
  const copy = copyOf(allocation, from, dateAt(from, length));
  return { ...emptyBatch(), creates: [userId === undefined ? copy : { ...copy, user_id: userId }] };
}

// Two allocations: up to the day before `date`, and from `date` on; null when `date` is its first day
// or outside it.
export function splitAt(allocation: FixableAllocation, date: string): AllocationBatch | null {
  if (date <= allocation.start_date || date > allocation.end_date) return null;
  return {
    creates: [copyOf(allocation, date, allocation.end_date)],
    changes: [{ id: allocation.id, end_date: dateAt(date, -1) }],
    deletes: [],
  };
}

// The least free time of the range's working days (what a new allocation there can take without
// overbooking); null when the range has no working day in the load.
export function freeMinutesOfRange(
  load: DailyLoad,
  start: string,
  end: string,
  withTentative: boolean,
): number | null {
  const first = Math.max(0, dayIndexOf(load.from, start));
  const last = Math.min(load.count - 1, dayIndexOf(load.from, end));
  let least: number | null = null;
  for (let index = first; index <= last; index += 1) {
    if (load.kind[index] !== DAY_WORKING) continue;
    const free = freeOn(load, index, withTentative);
    least = least === null ? free : Math.min(least, free);
  }
  return least;
}
