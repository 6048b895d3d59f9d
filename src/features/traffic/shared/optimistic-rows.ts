import type { TrafficAllocation, TrafficProjectRef, TrafficRow } from '@/api/traffic/traffic.schemas';
import { parseDuration, percentageFromMinutesPerDay } from '@/lib/duration';
import type { AllocationBatch, FixableAllocation } from '@/lib/traffic-conflicts';

// The rows as they will be once a batch is saved, drawn at once while it is on its way (a refusal
// draws the stored rows again). A new allocation gets a negative id until the answer names it.

export function applyBatchToRows(
  rows: readonly TrafficRow[],
  batch: AllocationBatch,
  projects: ReadonlyMap<number, TrafficProjectRef>,
): TrafficRow[] {
  const deleted = new Set(batch.deletes);
  const changes = new Map(batch.changes.map((change) => [change.id, change]));
  const moved = new Map<number, TrafficAllocation[]>();
  const next = rows.map((row) => {
    const allocations: TrafficAllocation[] = [];
    for (const allocation of row.allocations) {
      if (deleted.has(allocation.id)) continue;
      const change = changes.get(allocation.id);
      if (!change) {
        allocations.push(allocation);
        continue;
      }
      const minutes = change.hours_per_day === undefined ? null : parseDuration(change.hours_per_day);
      const updated: TrafficAllocation = {
        ...allocation,
        ...(change.start_date ? { start_date: change.start_date } : {}),
        ...(change.end_date ? { end_date: change.end_date } : {}),
        ...(change.status ? { status: change.status } : {}),
        ...(change.hours_per_day !== undefined && minutes !== null
          ? { hours_per_day: change.hours_per_day, percentage: percentageFromMinutesPerDay(minutes) }
          : {}),
        ...(change.user_id !== undefined ? { user_id: change.user_id } : {}),
      };
      if (updated.user_id === row.user.id) allocations.push(updated);
      else moved.set(updated.user_id, [...(moved.get(updated.user_id) ?? []), updated]);
    }
    return { ...row, allocations };
  });
  batch.creates.forEach((create, index) => {
    const project = projects.get(create.internal_project_id);
    if (!project) return;
    const minutes = parseDuration(create.hours_per_day) ?? 0;
    const allocation: TrafficAllocation = {
      id: -(index + 1),
      internal_project_id: create.internal_project_id,
      project,
      user_id: create.user_id,
      start_date: create.start_date,
      end_date: create.end_date,
      hours_per_day: create.hours_per_day,
      percentage: percentageFromMinutesPerDay(minutes),
      // Left out, the server takes the card's: unknown until it answers.
      hourly_rate: create.hourly_rate ?? null,
      currency: project.currency,
      working_days: 0,
      status: create.status,
      note: create.note,
    };
    moved.set(create.user_id, [...(moved.get(create.user_id) ?? []), allocation]);
  });
  return next.map((row) => {
    const arriving = moved.get(row.user.id);
    return arriving ? { ...row, allocations: [...row.allocations, ...arriving] } : row;
  });
}

// The allocation as the fixes and the undo need it.
export const fixableOf = (allocation: TrafficAllocation): FixableAllocation => ({
  id: allocation.id,
  internal_project_id: allocation.internal_project_id,
  user_id: allocation.user_id,
  start_date: allocation.start_date,
  end_date: allocation.end_date,
  minutes_per_day: parseDuration(allocation.hours_per_day) ?? 0,
  hours_per_day: allocation.hours_per_day,
  status: allocation.status,
  note: allocation.note,
  hourly_rate: allocation.hourly_rate ?? undefined,
});

export function projectsOf(rows: readonly TrafficRow[]): Map<number, TrafficProjectRef> {
  const projects = new Map<number, TrafficProjectRef>();
  for (const row of rows)
    for (const allocation of row.allocations) projects.set(allocation.project.id, allocation.project);
  return projects;
}
