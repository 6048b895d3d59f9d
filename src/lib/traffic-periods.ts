import { formatDuration } from './duration';
import { dateAt, dayCount, dayIndexOf, weekdayOf } from './planner-grid';
import { monthLabel, shortMonthLabel } from './calendar-day';
import { DAY_WORKING, OVERBOOK_TOLERANCE_MINUTES, bookedOn, type DailyLoad } from './traffic-load';

// The table view's columns: weeks (Monday to Sunday) or months of a range, and a person's load summed
// over each, said in words as well as drawn ("120:00 of 168:00", "+6:00 over").

export type TrafficGranularity = 'week' | 'month';
export const TRAFFIC_GRANULARITIES = ['month', 'week'] as const satisfies readonly TrafficGranularity[];

export type TrafficPeriod = {
  // 'YYYY-MM' for a month, the Monday's date for a week.
  key: string;
  label: string;
  // The part of the period inside the range.
  from: string;
  to: string;
  // Its day indexes in the range.
  first: number;
  last: number;
};

const localDate = (date: string): Date => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day ?? 1);
};

const lastDayOfMonth = (date: string): string => {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${date.slice(0, 7)}-${String(days).padStart(2, '0')}`;
};

// Periods covering from..to, clipped to it, in order.
export function trafficPeriods(from: string, to: string, granularity: TrafficGranularity): TrafficPeriod[] {
  const count = dayCount(from, to);
  const periods: TrafficPeriod[] = [];
  let first = 0;
  while (first < count) {
    const start = dateAt(from, first);
    let end: string;
    let key: string;
    let label: string;
    if (granularity === 'month') {
      end = lastDayOfMonth(start);
      key = start.slice(0, 7);
      label = monthLabel(localDate(start));
    } else {
      // Days to the Sunday ending the week (0 when it is Sunday).
      const toSunday = (7 - weekdayOf(start)) % 7;
      end = dateAt(start, toSunday);
      key = dateAt(start, -((weekdayOf(start) + 6) % 7));
      label = `W/c ${Number(key.slice(8, 10))} ${shortMonthLabel(localDate(key))}`;
    }
    const last = Math.min(count - 1, dayIndexOf(from, end));
    periods.push({ key, label, from: start, to: dateAt(from, last), first, last });
    first = last + 1;
  }
  return periods;
}

export type PeriodLoad = {
  capacity: number;
  booked: number;
  tentative: number;
  leave: number;
  pendingLeave: number;
  // Working days of the period (weekends and holidays out).
  workingDays: number;
  // Days booked above capacity by more than the slack.
  overbookedDays: number;
};

// A person's minutes over one period; booked counts tentative when `withTentative`.
export function periodLoad(load: DailyLoad, first: number, last: number, withTentative: boolean): PeriodLoad {
  const total: PeriodLoad = {
    capacity: 0,
    booked: 0,
    tentative: 0,
    leave: 0,
    pendingLeave: 0,
    workingDays: 0,
    overbookedDays: 0,
  };
  for (let index = Math.max(0, first); index <= Math.min(load.count - 1, last); index += 1) {
    const booked = bookedOn(load, index, withTentative);
    total.capacity += load.capacity[index]!;
    total.booked += booked;
    total.tentative += load.tentative[index]!;
    total.leave += load.leave[index]!;
    total.pendingLeave += load.pendingLeave[index]!;
    if (load.kind[index] === DAY_WORKING) total.workingDays += 1;
    if (!load.onDemand[index] && booked > load.capacity[index]! + OVERBOOK_TOLERANCE_MINUTES)
      total.overbookedDays += 1;
  }
  return total;
}

export const addPeriodLoads = (a: PeriodLoad, b: PeriodLoad): PeriodLoad => ({
  capacity: a.capacity + b.capacity,
  booked: a.booked + b.booked,
  tentative: a.tentative + b.tentative,
  leave: a.leave + b.leave,
  pendingLeave: a.pendingLeave + b.pendingLeave,
  workingDays: a.workingDays + b.workingDays,
  overbookedDays: a.overbookedDays + b.overbookedDays,
});

export type UtilisationBand = 'none' | 'free' | 'partial' | 'full' | 'over';

// The heat scale's band (planning.md §2.3): under 50 % free, 50–90 % partial, up to 100 % (and the
// slack) full, above it over. No capacity and no booking is 'none'.
export function utilisationBand(booked: number, capacity: number): UtilisationBand {
  if (capacity <= 0) return booked > 0 ? 'over' : 'none';
  if (booked > capacity + OVERBOOK_TOLERANCE_MINUTES) return 'over';
  const share = booked / capacity;
  if (share < 0.5) return 'free';
  if (share < 0.9) return 'partial';
  return 'full';
}

// Whole percent of capacity booked; null without capacity.
export const utilisationPercent = (booked: number, capacity: number): number | null =>
  capacity > 0 ? Math.round((booked * 100) / capacity) : null;

// "120:00 of 168:00", and "+6:00 over" when booked passes capacity.
export function utilisationText(booked: number, capacity: number): string {
  const base = `${formatDuration(booked)} of ${formatDuration(capacity)}`;
  return booked > capacity ? `${base}, +${formatDuration(booked - capacity)} over` : base;
}

// The band in words, for the accessible name next to the numbers.
export const UTILISATION_BAND_LABELS: Record<UtilisationBand, string> = {
  none: 'no capacity',
  free: 'mostly free',
  partial: 'partly booked',
  full: 'fully booked',
  over: 'overbooked',
};
