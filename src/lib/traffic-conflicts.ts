import { dateAt, dayIndexOf } from './planner-grid';
import { hoursPerDayText } from './term-form';
import {
  DAY_HOLIDAY,
  DAY_WORKING,
  OVERBOOK_TOLERANCE_MINUTES,
  bookedOn,
  indexSpan,
  type DailyLoad,
  type LoadAllocation,
} from './traffic-load';
import type { NamedDay } from './working-days';

// What collides in a person's plan (planning.md §2.4) and the one-step fixes the conflict panel offers.
// A day off never carries booked minutes without a conflict saying so: weekends and holidays book
// nothing (an allocation starting or ending on a holiday is flagged), leave days keep their booking and
// are flagged.

export type ConflictKind = 'over_capacity' | 'on_leave' | 'on_holiday';

export type Conflict = {
  kind: ConflictKind;
  // The allocations involved (over capacity: every one covering the days).
  allocationIds: number[];
  first: string;
  last: string;
  // Over capacity: the largest excess of a day, in minutes.
  overMinutes?: number;
  // On leave: whether the leave is approved or still pending.
  leaveStatus?: 'approved' | 'pending';
  // On a holiday: its name.
  holiday?: string;
};

export type ConflictOptions = { withTentative: boolean; withPendingLeave: boolean };

// Runs of consecutive indexes where `test` holds, inside first..last.
function runs(
  first: number,
  last: number,
  test: (index: number) => boolean,
): { first: number; last: number }[] {
  const found: { first: number; last: number }[] = [];
  let start = -1;
  for (let index = first; index <= last + 1; index += 1) {
    const inside = index <= last && test(index);
    if (inside && start < 0) start = index;
    if (!inside && start >= 0) {
      found.push({ first: start, last: index - 1 });
      start = -1;
    }
  }
  return found;
}

const counts = (allocation: LoadAllocation, withTentative: boolean) =>
  withTentative || allocation.status !== 'tentative';

export function conflictsOf(
  load: DailyLoad,
  allocations: readonly LoadAllocation[],
  holidays: readonly NamedDay[],
  { withTentative, withPendingLeave }: ConflictOptions,
): Conflict[] {
  const conflicts: Conflict[] = [];
  const { from, count } = load;
  const over = (index: number) =>
    !load.onDemand[index] &&
    load.kind[index] === DAY_WORKING &&
    bookedOn(load, index, withTentative) > load.capacity[index]! + OVERBOOK_TOLERANCE_MINUTES &&
    // Leave days say so as leave: the excess there is the leave's.
    load.leave[index] === 0;
  for (const run of runs(0, count - 1, over)) {
    let overMinutes = 0;
    for (let index = run.first; index <= run.last; index += 1)
      overMinutes = Math.max(overMinutes, bookedOn(load, index, withTentative) - load.capacity[index]!);
    const firstDate = dateAt(from, run.first);
    const lastDate = dateAt(from, run.last);
    conflicts.push({
      kind: 'over_capacity',
      allocationIds: allocations
        .filter((a) => counts(a, withTentative) && a.start_date <= lastDate && a.end_date >= firstDate)
        .map((a) => a.id),
      first: firstDate,
      last: lastDate,
      overMinutes,
    });
  }

  const holidayNames = new Map(holidays.map((day) => [day.date, day.name]));
  for (const allocation of allocations) {
    const span = indexSpan(from, count, allocation.start_date, allocation.end_date);
    if (!span) continue;
    const onLeave = (status: 'approved' | 'pending') => (index: number) =>
      load.kind[index] === DAY_WORKING &&
      (status === 'approved'
        ? load.leave[index]! > 0
        : load.leave[index] === 0 && load.pendingLeave[index]! > 0);
    for (const status of withPendingLeave ? (['approved', 'pending'] as const) : (['approved'] as const))
      for (const run of runs(span.first, span.last, onLeave(status)))
        conflicts.push({
          kind: 'on_leave',
          allocationIds: [allocation.id],
          first: dateAt(from, run.first),
          last: dateAt(from, run.last),
          leaveStatus: status,
        });
    for (const edge of new Set([allocation.start_date, allocation.end_date])) {
      const index = dayIndexOf(from, edge);
      if (index < 0 || index >= count || load.kind[index] !== DAY_HOLIDAY) continue;
      conflicts.push({
        kind: 'on_holiday',
        allocationIds: [allocation.id],
        first: edge,
        last: edge,
        holiday: holidayNames.get(edge) ?? 'Public holiday',
      });
    }
  }
  return conflicts.sort((a, b) => a.first.localeCompare(b.first) || a.kind.localeCompare(b.kind));
}

// ---- one-step fixes: each answers the batch of changes that applies it ----

export type AllocationChange = {
  id: number;
  user_id?: number;
  start_date?: string;
  end_date?: string;
  hours_per_day?: string;
  status?: 'confirmed' | 'tentative';
};
export type AllocationCreate = {
  internal_project_id: number;
  user_id: number;
  start_date: string;
  end_date: string;
  hours_per_day: string;
  status: 'confirmed' | 'tentative';
  note: string | null;
  // The rate card's (or the person's last term's) when left out.
  hourly_rate?: number;
};
export type AllocationBatch = { creates: AllocationCreate[]; changes: AllocationChange[]; deletes: number[] };

export const emptyBatch = (): AllocationBatch => ({ creates: [], changes: [], deletes: [] });

export type FixableAllocation = LoadAllocation & {
  internal_project_id: number;
  user_id: number;
  hours_per_day: string;
  note: string | null;
  // Absent when the API gave no rate (issue 30, L4: not the caller's to read); a copy then takes the
  // server's default, as a new allocation does. Those who may change allocations always get it.
  hourly_rate?: number;
};

// Cuts first..last out of the allocation: what is before stays, what is after becomes a new one with
// the same project, time, rate and status; nothing left deletes it.
export function splitAround(allocation: FixableAllocation, first: string, last: string): AllocationBatch {
  const batch = emptyBatch();
  // A cut that misses the allocation leaves it as it is.
  if (first > allocation.end_date || last < allocation.start_date || last < first) return batch;
  const before = allocation.start_date < first ? dateAt(first, -1) : null;
  const after = allocation.end_date > last ? dateAt(last, 1) : null;
  if (before === null && after === null) {
    batch.deletes.push(allocation.id);
    return batch;
  }
  if (before !== null) batch.changes.push({ id: allocation.id, end_date: before });
  else batch.changes.push({ id: allocation.id, start_date: after! });
  if (before !== null && after !== null)
    batch.creates.push({
      internal_project_id: allocation.internal_project_id,
      user_id: allocation.user_id,
      start_date: after,
      end_date: allocation.end_date,
      hours_per_day: allocation.hours_per_day,
      status: allocation.status === 'tentative' ? 'tentative' : 'confirmed',
      note: allocation.note,
      hourly_rate: allocation.hourly_rate,
    });
  return batch;
}

// Lowers the time per day by the largest excess over its days (never below one minute).
export function reduceToCapacity(
  allocation: FixableAllocation,
  load: DailyLoad,
  withTentative: boolean,
): AllocationBatch | null {
  const span = indexSpan(load.from, load.count, allocation.start_date, allocation.end_date);
  if (!span) return null;
  let excess = 0;
  for (let index = span.first; index <= span.last; index += 1) {
    if (load.kind[index] !== DAY_WORKING || load.onDemand[index]) continue;
    excess = Math.max(excess, bookedOn(load, index, withTentative) - load.capacity[index]!);
  }
  if (excess <= 0) return null;
  const minutes = Math.max(1, allocation.minutes_per_day - excess);
  if (minutes === allocation.minutes_per_day) return null;
  return { ...emptyBatch(), changes: [{ id: allocation.id, hours_per_day: hoursPerDayText(minutes) }] };
}

// Moves the allocation (same length in days) to start on the first later day that is a working day
// with no leave, so a holiday or leave start is left behind; null when none lies in the loaded range.
export function moveToNextFreeDay(allocation: FixableAllocation, load: DailyLoad): AllocationBatch | null {
  const start = dayIndexOf(load.from, allocation.start_date);
  const length = dayIndexOf(allocation.start_date, allocation.end_date);
  for (let index = Math.max(0, start + 1); index < load.count; index += 1) {
    if (load.kind[index] !== DAY_WORKING || load.leave[index]! > 0) continue;
    const startDate = dateAt(load.from, index);
    return {
      ...emptyBatch(),
      changes: [{ id: allocation.id, start_date: startDate, end_date: dateAt(startDate, length) }],
    };
  }
  return null;
}

export const markTentative = (allocation: FixableAllocation): AllocationBatch => ({
  ...emptyBatch(),
  changes: [{ id: allocation.id, status: 'tentative' }],
});

// The batch that undoes `batch`, given the allocations as they were before it and those it created.
export function inverseBatch(
  batch: AllocationBatch,
  before: ReadonlyMap<number, FixableAllocation>,
  createdIds: readonly number[],
): AllocationBatch {
  const inverse = emptyBatch();
  inverse.deletes.push(...createdIds);
  for (const change of batch.changes) {
    const old = before.get(change.id);
    if (!old) continue;
    const restored: AllocationChange = { id: change.id };
    if (change.user_id !== undefined) restored.user_id = old.user_id;
    if (change.start_date !== undefined) restored.start_date = old.start_date;
    if (change.end_date !== undefined) restored.end_date = old.end_date;
    if (change.hours_per_day !== undefined) restored.hours_per_day = old.hours_per_day;
    if (change.status !== undefined) restored.status = old.status === 'tentative' ? 'tentative' : 'confirmed';
    inverse.changes.push(restored);
  }
  for (const id of batch.deletes) {
    const old = before.get(id);
    if (!old) continue;
    inverse.creates.push({
      internal_project_id: old.internal_project_id,
      user_id: old.user_id,
      start_date: old.start_date,
      end_date: old.end_date,
      hours_per_day: old.hours_per_day,
      status: old.status === 'tentative' ? 'tentative' : 'confirmed',
      note: old.note,
      hourly_rate: old.hourly_rate,
    });
  }
  return inverse;
}
