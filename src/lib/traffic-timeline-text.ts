import { formatDuration, parseDuration } from './duration';
import type { Conflict } from './traffic-conflicts';
import {
  DAY_HOLIDAY,
  DAY_WEEKEND,
  OVERBOOK_TOLERANCE_MINUTES,
  bookedOn,
  type DailyLoad,
} from './traffic-load';
import { weekdayOf } from './planner-grid';

// What the traffic timeline says in words: a bar's label, a day under the cursor (the live region), a
// conflict in the panel, and date ranges. Pure, so the bars, the panel and the tests say the same.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const parts = (date: string) => ({
  year: date.slice(0, 4),
  month: MONTHS[Number(date.slice(5, 7)) - 1] ?? '',
  day: String(Number(date.slice(8, 10))),
});

// "Tue 14 May"
export function weekdayDayText(date: string): string {
  const { month, day } = parts(date);
  return `${WEEKDAYS[weekdayOf(date)] ?? ''} ${day} ${month}`;
}

// "14 May", "12–14 May", "30 May – 2 Jun", "30 Dec 2025 – 2 Jan 2026".
export function dayRangeText(first: string, last: string): string {
  const a = parts(first);
  const b = parts(last);
  if (first === last) return `${a.day} ${a.month}`;
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month}`;
  return `${a.day}–${b.day} ${a.month}`;
}

// "04:00" → "4:00" (what a person reads); the text as given when it is not a duration.
export function hoursText(hoursPerDay: string): string {
  const minutes = parseDuration(hoursPerDay);
  return minutes === null ? hoursPerDay : formatDuration(minutes);
}

const percentText = (percentage: number) => `${Number(percentage.toFixed(2))} %`;

export type BarAllocation = {
  title: string;
  percentage: number;
  hours_per_day: string;
  status: string;
  start_date: string;
  end_date: string;
};

// "Atlas · 50 % · 4:00/d": drawn inside the bar.
export const allocationBarText = (allocation: BarAllocation): string =>
  `${allocation.title} · ${percentText(allocation.percentage)} · ${hoursText(allocation.hours_per_day)}/d`;

// The bar's accessible name: its text, its dates, ", tentative" (the stripes say it too) and what it
// collides with (the red outline says it too).
export function allocationBarLabel(allocation: BarAllocation, conflictWords: readonly string[] = []): string {
  const tentative = allocation.status === 'tentative' ? ', tentative' : '';
  const conflict = conflictWords.length > 0 ? `, conflict: ${conflictWords.join('; ')}` : '';
  return `${allocationBarText(allocation)}, ${dayRangeText(allocation.start_date, allocation.end_date)}${tentative}${conflict}`;
}

// A conflict in a few words: "over capacity by 2:00", "on approved vacation", "on Independence Day".
export function conflictWords(conflict: Conflict, leaveType?: string): string {
  switch (conflict.kind) {
    case 'over_capacity':
      return `over capacity by ${formatDuration(conflict.overMinutes ?? 0)}`;
    case 'on_leave':
      return `on ${conflict.leaveStatus ?? 'approved'} ${(leaveType ?? 'leave').toLowerCase()}`;
    case 'on_holiday':
      return `on a holiday (${conflict.holiday ?? 'public holiday'})`;
  }
}

// "Ana Beridze · Atlas · 12–14 May: on approved vacation"
export function conflictText(
  person: string,
  projects: readonly string[],
  conflict: Conflict,
  leaveType?: string,
) {
  const titles = projects.length > 0 ? ` · ${projects.join(', ')}` : '';
  return `${person}${titles} · ${dayRangeText(conflict.first, conflict.last)}: ${conflictWords(conflict, leaveType)}`;
}

export type DayAllocation = { title: string; percentage: number; status: string };
export type DayLeave = { type: string; status: string; part?: 'am' | 'pm' | 'hours' | null };

export type DayInput = {
  name: string;
  date: string;
  load: DailyLoad | undefined;
  withTentative: boolean;
  allocations: readonly DayAllocation[];
  leave: readonly DayLeave[];
  holiday?: string | null;
};

const PART_WORDS = { am: ' (morning)', pm: ' (afternoon)', hours: ' (part of the day)' } as const;

// The live region: "Ana Beridze, Tue 14 May: booked 6:00 of 8:00, Atlas 50 % confirmed, vacation pending".
export function describeTimelineDay(input: DayInput): string {
  const head = `${input.name}, ${weekdayDayText(input.date)}`;
  const { load } = input;
  const index = load ? Math.round((Date.parse(input.date) - Date.parse(load.from)) / 86_400_000) : -1;
  const facts: string[] = [];
  if (load && index >= 0 && index < load.count) {
    const kind = load.kind[index];
    if (kind === DAY_WEEKEND) facts.push('weekend');
    else if (kind === DAY_HOLIDAY) facts.push(`holiday${input.holiday ? `, ${input.holiday}` : ''}`);
    else {
      const booked = bookedOn(load, index, input.withTentative);
      const capacity = load.capacity[index] ?? 0;
      if (load.onDemand[index]) facts.push(`booked ${formatDuration(booked)}, on demand`);
      else {
        const over = booked - capacity;
        facts.push(
          `booked ${formatDuration(booked)} of ${formatDuration(capacity)}${over > OVERBOOK_TOLERANCE_MINUTES ? ` (${formatDuration(over)} over)` : ''}`,
        );
      }
    }
  } else if (input.holiday) facts.push(`holiday, ${input.holiday}`);
  for (const allocation of input.allocations)
    facts.push(`${allocation.title} ${percentText(allocation.percentage)} ${allocation.status}`);
  for (const leave of input.leave)
    facts.push(`${leave.type.toLowerCase()} ${leave.status}${leave.part ? PART_WORDS[leave.part] : ''}`);
  return facts.length > 0 ? `${head}: ${facts.join(', ')}` : head;
}

export type IncomingHireText = { name: string; stage: string; available_from: string };

const STAGE_WORDS: Record<string, string> = { 'pre-offer': 'at pre-offer', offer: 'offer made' };

// An incoming hire's bar: "Joins Mon 2 Jun (offer made)", and the day under the cursor in words.
export const incomingBarLabel = (hire: IncomingHireText): string =>
  `Incoming hire, joins ${weekdayDayText(hire.available_from)} (${STAGE_WORDS[hire.stage] ?? hire.stage})`;

export function describeIncomingDay(hire: IncomingHireText, date: string): string {
  const when =
    date < hire.available_from ? `joins ${weekdayDayText(hire.available_from)}` : 'joined by then if hired';
  return `${hire.name}, ${weekdayDayText(date)}: incoming hire (${STAGE_WORDS[hire.stage] ?? hire.stage}), ${when}, not planned yet`;
}
