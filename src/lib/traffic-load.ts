import { MINUTES_PER_WORKING_DAY } from './duration';
import { dateAt, dayCount, dayIndexOf, epochDayOf, weekdayOf } from './planner-grid';
import { partialDayMinutes, type PartialDayInput } from './time-off-days';
import type { NamedDay } from './working-days';

// A person's day by day load in a range (planning.md §2.2): capacity, booked and leave, in minutes,
// in typed arrays indexed from the range's first day, worked out once per data change.
//
// Capacity = 0 on weekends and the person's country holidays; else 8:00 × the availability in force,
// less the share of the day approved leave takes. Booked = Σ the minutes per day of the allocations
// covering a working day (confirmed and tentative apart). Pending leave is drawn, not subtracted.

// What an availability value leaves of the 8-hour day; on demand has no capacity but may be booked.
export const AVAILABILITY_FACTORS: Readonly<Record<string, number>> = {
  Available: 1,
  'Partially available': 0.5,
  Unavailable: 0,
  'On-demand': 0,
};
export const ON_DEMAND_AVAILABILITY = 'On-demand';

// Overbooked means above capacity by more than this (a quarter of an hour of slack).
export const OVERBOOK_TOLERANCE_MINUTES = 15;

export type LoadAvailability = { date: string; type?: string; availability: string; id?: number };
export type LoadAllocation = {
  id: number;
  start_date: string;
  end_date: string;
  minutes_per_day: number;
  status: 'confirmed' | 'tentative' | string;
};
export type LoadTimeOff = {
  id: number;
  status: 'approved' | 'pending' | 'rejected' | string;
  start_date: string;
  end_date: string;
  partial_days: readonly PartialDayInput[];
};

export type LoadInput = {
  availability: readonly LoadAvailability[];
  allocations: readonly LoadAllocation[];
  time_offs: readonly LoadTimeOff[];
  // The person's country's holidays (any range; those outside are ignored).
  holidays: readonly NamedDay[];
};

export const DAY_WORKING = 0;
export const DAY_WEEKEND = 1;
export const DAY_HOLIDAY = 2;

export type DailyLoad = {
  from: string;
  count: number;
  // DAY_WORKING, DAY_WEEKEND or DAY_HOLIDAY.
  kind: Uint8Array;
  // 1 where the availability in force is on demand.
  onDemand: Uint8Array;
  // 8:00 × availability on working days, before leave.
  base: Int32Array;
  capacity: Int32Array;
  booked: Int32Array;
  tentative: Int32Array;
  // Minutes of the working day approved / pending leave takes.
  leave: Int32Array;
  pendingLeave: Int32Array;
};

// The entry in force on each day: latest date first, on the same date the higher id (as SPEC §5's
// list shows it). Billable entries describe client work, so they win over internal ones of a date.
const inForceOrder = (a: LoadAvailability, b: LoadAvailability) =>
  a.date.localeCompare(b.date) ||
  Number(a.type === 'billable') - Number(b.type === 'billable') ||
  (a.id ?? 0) - (b.id ?? 0);

// The value in force on `date` by the same order ('Available' before any entry).
export function availabilityOn(entries: readonly LoadAvailability[], date: string): string {
  let current: LoadAvailability | null = null;
  for (const entry of entries)
    if (entry.date <= date && (current === null || inForceOrder(entry, current) > 0)) current = entry;
  return current?.availability ?? 'Available';
}

function availabilityByDay(entries: readonly LoadAvailability[], from: string, count: number) {
  const sorted = [...entries].sort(inForceOrder);
  const values: string[] = new Array<string>(count);
  let current = 'Available';
  let next = 0;
  for (; next < sorted.length && sorted[next]!.date < from; next += 1) current = sorted[next]!.availability;
  const fromEpoch = epochDayOf(from);
  for (let index = 0; index < count; index += 1) {
    while (next < sorted.length && epochDayOf(sorted[next]!.date) <= fromEpoch + index) {
      current = sorted[next]!.availability;
      next += 1;
    }
    values[index] = current;
  }
  return values;
}

// The indexes of start..end inside 0..count-1, or null when they do not meet.
export function indexSpan(from: string, count: number, start: string, end: string) {
  const first = Math.max(0, dayIndexOf(from, start));
  const last = Math.min(count - 1, dayIndexOf(from, end));
  return first > last ? null : { first, last };
}

// The minutes of a working day a time off takes on `date` (a whole day unless a part is given).
function leaveMinutesOn(timeOff: LoadTimeOff, date: string, parts: Map<string, PartialDayInput>): number {
  const part = parts.get(date);
  return part ? partialDayMinutes(part) : MINUTES_PER_WORKING_DAY;
}

export function dailyLoad(input: LoadInput, from: string, to: string): DailyLoad {
  const count = dayCount(from, to);
  const load: DailyLoad = {
    from,
    count,
    kind: new Uint8Array(count),
    onDemand: new Uint8Array(count),
    base: new Int32Array(count),
    capacity: new Int32Array(count),
    booked: new Int32Array(count),
    tentative: new Int32Array(count),
    leave: new Int32Array(count),
    pendingLeave: new Int32Array(count),
  };
  const firstWeekday = weekdayOf(from);
  for (let index = 0; index < count; index += 1) {
    const weekday = (firstWeekday + index) % 7;
    if (weekday === 0 || weekday === 6) load.kind[index] = DAY_WEEKEND;
  }
  for (const holiday of input.holidays) {
    const index = dayIndexOf(from, holiday.date);
    if (index >= 0 && index < count && load.kind[index] === DAY_WORKING) load.kind[index] = DAY_HOLIDAY;
  }
  const availability = availabilityByDay(input.availability, from, count);
  for (let index = 0; index < count; index += 1) {
    const value = availability[index]!;
    if (value === ON_DEMAND_AVAILABILITY) load.onDemand[index] = 1;
    if (load.kind[index] !== DAY_WORKING) continue;
    load.base[index] = Math.round(MINUTES_PER_WORKING_DAY * (AVAILABILITY_FACTORS[value] ?? 1));
  }

  for (const timeOff of input.time_offs) {
    if (timeOff.status !== 'approved' && timeOff.status !== 'pending') continue;
    const span = indexSpan(from, count, timeOff.start_date, timeOff.end_date);
    if (!span) continue;
    const parts = new Map(timeOff.partial_days.map((day) => [day.date, day]));
    const target = timeOff.status === 'approved' ? load.leave : load.pendingLeave;
    for (let index = span.first; index <= span.last; index += 1) {
      if (load.kind[index] !== DAY_WORKING) continue;
      const minutes = leaveMinutesOn(timeOff, dateAt(from, index), parts);
      target[index] = Math.min(MINUTES_PER_WORKING_DAY, target[index]! + minutes);
    }
  }
  for (let index = 0; index < count; index += 1) {
    // Leave takes its share of the day the person would have worked: half of a half-time day.
    const share = (MINUTES_PER_WORKING_DAY - load.leave[index]!) / MINUTES_PER_WORKING_DAY;
    load.capacity[index] = Math.round(load.base[index]! * share);
  }

  for (const allocation of input.allocations) {
    const span = indexSpan(from, count, allocation.start_date, allocation.end_date);
    if (!span) continue;
    const target = allocation.status === 'tentative' ? load.tentative : load.booked;
    for (let index = span.first; index <= span.last; index += 1)
      if (load.kind[index] === DAY_WORKING) target[index] = target[index]! + allocation.minutes_per_day;
  }
  return load;
}

// Booked minutes of a day as utilisation counts them: confirmed, and tentative when shown.
export const bookedOn = (load: DailyLoad, index: number, withTentative: boolean): number =>
  load.booked[index]! + (withTentative ? load.tentative[index]! : 0);

// Above capacity by more than the slack; an on-demand day has no capacity to be above.
export function isOverbooked(load: DailyLoad, index: number, withTentative: boolean): boolean {
  if (load.onDemand[index]) return false;
  return bookedOn(load, index, withTentative) > load.capacity[index]! + OVERBOOK_TOLERANCE_MINUTES;
}

// Free minutes of a day: capacity less booking (never below 0).
export const freeOn = (load: DailyLoad, index: number, withTentative: boolean): number =>
  Math.max(0, load.capacity[index]! - bookedOn(load, index, withTentative));
