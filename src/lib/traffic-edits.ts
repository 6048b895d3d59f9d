import { minutesPerDayFromPercentage, parseDuration } from './duration';
import { dateAt } from './planner-grid';
import { TERM_MINUTES_PER_DAY, hoursPerDayText } from './term-form';
import { emptyBatch, type AllocationBatch, type FixableAllocation } from './traffic-conflicts';

// Editing an allocation's time for one period of the table view: only that period changes; what lies
// before and after keeps its old time as allocations of its own.

// What a cell takes: "50" or "50 %" is a share of the 8:00 day, "4:00" hours per day; "0" removes.
export type TimeInput = { ok: true; minutes: number } | { ok: false; message: string };

const PERCENT = /^(\d{1,3}(?:[.,]\d{1,2})?)\s*%?$/;

export function parseTimePerDay(text: string): TimeInput {
  const typed = text.trim();
  if (typed === '') return { ok: false, message: 'Type a percentage (50) or hours per day (4:00).' };
  let minutes: number | null = null;
  if (typed.includes(':')) minutes = parseDuration(typed);
  else {
    const match = PERCENT.exec(typed);
    if (match) minutes = minutesPerDayFromPercentage(Number(match[1]!.replace(',', '.')));
  }
  if (minutes === null || minutes < 0)
    return { ok: false, message: 'Type a percentage (50) or hours per day (4:00).' };
  if (minutes > TERM_MINUTES_PER_DAY.max) return { ok: false, message: 'At most 24:00 a day.' };
  return { ok: true, minutes };
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

const partOf = (
  allocation: FixableAllocation,
  start: string,
  end: string,
  minutes: number,
): AllocationBatch['creates'][number] => ({
  internal_project_id: allocation.internal_project_id,
  user_id: allocation.user_id,
  start_date: start,
  end_date: end,
  hours_per_day: hoursPerDayText(minutes),
  status: allocation.status === 'tentative' ? 'tentative' : 'confirmed',
  note: allocation.note,
  hourly_rate: allocation.hourly_rate,
});

// The allocation gets `minutes` a day inside from..to; the days before and after keep their time. The
// allocation's own id keeps its earliest part; 0 minutes removes the period's part. An allocation
// outside the period, or already at that time, gives an empty batch.
export function setTimeInPeriod(
  allocation: FixableAllocation,
  from: string,
  to: string,
  minutes: number,
): AllocationBatch {
  const batch = emptyBatch();
  const first = later(allocation.start_date, from);
  const last = earlier(allocation.end_date, to);
  if (first > last || minutes === allocation.minutes_per_day) return batch;
  const hasBefore = allocation.start_date < first;
  const hasAfter = allocation.end_date > last;
  const dayBefore = dateAt(first, -1);
  const dayAfter = dateAt(last, 1);
  const old = allocation.minutes_per_day;

  if (hasBefore) {
    batch.changes.push({ id: allocation.id, end_date: dayBefore });
    if (minutes > 0) batch.creates.push(partOf(allocation, first, last, minutes));
    if (hasAfter) batch.creates.push(partOf(allocation, dayAfter, allocation.end_date, old));
    return batch;
  }
  if (minutes === 0) {
    if (hasAfter) batch.changes.push({ id: allocation.id, start_date: dayAfter });
    else batch.deletes.push(allocation.id);
    return batch;
  }
  batch.changes.push({
    id: allocation.id,
    hours_per_day: hoursPerDayText(minutes),
    ...(hasAfter ? { end_date: last } : {}),
  });
  if (hasAfter) batch.creates.push(partOf(allocation, dayAfter, allocation.end_date, old));
  return batch;
}

export const mergeBatches = (batches: readonly AllocationBatch[]): AllocationBatch => ({
  creates: batches.flatMap((batch) => batch.creates),
  changes: batches.flatMap((batch) => batch.changes),
  deletes: batches.flatMap((batch) => batch.deletes),
});

// A line of the table (one project, confirmed or tentative) set to `minutes` a day in from..to: every
// allocation of the line meeting the period changes there; with none, a new one covers the period,
// copying the line's project, rate and status from `template`.
export function setLineTimeInPeriod(
  allocations: readonly FixableAllocation[],
  template: FixableAllocation,
  from: string,
  to: string,
  minutes: number,
): AllocationBatch {
  const meeting = allocations.filter(
    (allocation) => allocation.start_date <= to && allocation.end_date >= from,
  );
  if (meeting.length > 0)
    return mergeBatches(meeting.map((allocation) => setTimeInPeriod(allocation, from, to, minutes)));
  const batch = emptyBatch();
  if (minutes > 0) batch.creates.push(partOf(template, from, to, minutes));
  return batch;
}

// True when the batch changes nothing.
export const isEmptyBatch = (batch: AllocationBatch): boolean =>
  batch.creates.length === 0 && batch.changes.length === 0 && batch.deletes.length === 0;

// Why a project cannot take an allocation over start..end (it starts later or has ended), in words for
// its option; null when it runs over the whole range or the range is not complete yet.
export function projectRangeProblem(
  project: { start_date: string; end_date: string | null },
  start: string,
  end: string,
): string | null {
  if (!start || !end) return null;
  if (project.start_date > start) return `starts ${project.start_date}`;
  if (project.end_date !== null && project.end_date < end) return `ended ${project.end_date}`;
  return null;
}
