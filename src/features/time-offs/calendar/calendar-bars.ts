import { format, parseISO } from 'date-fns';
import type { CalendarRow, CalendarTimeOff } from '@/api/time-offs/time-off-calendar.schemas';
import type { TimeOffStatus, TimeOffType } from '@/api/time-offs/time-off.schemas';
import type { PlannerBar } from '@/components/planner-grid/planner-grid-types';
import { MINUTES_PER_WORKING_DAY } from '@/lib/duration';
import { partialDayMinutes } from '@/lib/time-off-days';
import { leaveKindLabel, TIME_OFF_TYPE_LABELS } from '@/lib/time-off-labels';
import {
  clippedSpan,
  coverageCounts,
  dateAt,
  dayIndexOf,
  weekdayOf,
  type IndexRange,
} from '@/lib/planner-grid';

// Time off as the planner grid draws it: a bar per run of whole days, a half-height bar per morning
// or afternoon, a day taken by hours at its share of the height (2:00 of 8:00: a quarter), the type
// by colour and name, pending hatched and named, rejected (when asked for) struck through; a colleague's
// leave whose kind is private is grey and says "Away".

// The types' names are the list's and the drawer's (src/lib/time-off-labels.ts).
export const LEAVE_TYPE_LABELS = TIME_OFF_TYPE_LABELS;

// Dark enough for white text at 12 px (contrast ≥ 4.5:1).
export const LEAVE_TYPE_COLORS: Record<TimeOffType, string> = {
  vacation: '#1565c0',
  sick_leave: '#ad1457',
  parental_leave: '#2e7d32',
  unpaid_leave: '#5d4037',
};
export const PRIVATE_LEAVE_COLOR = '#546e7a';

const PATTERNS = { approved: 'solid', pending: 'hatched', rejected: 'struck' } as const;

const STATUS_WORDS: Record<TimeOffStatus, string> = {
  approved: 'approved',
  pending: 'pending',
  rejected: 'rejected',
};

// `opens`: whether Enter shows the request (not when its kind is private: the caller may not see it).
export type LeaveBar = PlannerBar & { timeOffId: number; opens: boolean };

const shortDate = (date: string): string => format(parseISO(date), 'd MMM yyyy');
const rangeText = (start: string, end: string): string =>
  start === end ? shortDate(start) : `${shortDate(start)} – ${shortDate(end)}`;

const PART_WORDS = { am: 'morning', pm: 'afternoon' } as const;

// The bars of one request: whole-day runs, and each part day on its own.
export function leaveBarsOf(timeOff: CalendarTimeOff): LeaveBar[] {
  const type = leaveKindLabel(timeOff.type);
  const status = STATUS_WORDS[timeOff.status];
  const base = {
    timeOffId: timeOff.id,
    opens: timeOff.type !== null,
    color: timeOff.type === null ? PRIVATE_LEAVE_COLOR : LEAVE_TYPE_COLORS[timeOff.type],
    pattern: PATTERNS[timeOff.status],
    text: timeOff.status === 'approved' ? type : `${type} (${status})`,
  };
  const parts = new Map(timeOff.partial_days.map((day) => [day.date, day]));
  const bars: LeaveBar[] = [];
  const length = dayIndexOf(timeOff.start_date, timeOff.end_date) + 1;
  let runStart: string | null = null;
  const closeRun = (end: string) => {
    if (runStart === null) return;
    bars.push({
      ...base,
      id: `${timeOff.id}-${runStart}`,
      start: runStart,
      end,
      label: `${type}, ${status}, ${rangeText(runStart, end)}`,
    });
    runStart = null;
  };
  for (let index = 0; index < length; index += 1) {
    const date = dateAt(timeOff.start_date, index);
    const part = parts.get(date);
    if (!part) {
      runStart ??= date;
      continue;
    }
    closeRun(dateAt(date, -1));
    const words = part.part === 'hours' ? `${part.hours ?? ''} hours` : PART_WORDS[part.part];
    bars.push({
      ...base,
      id: `${timeOff.id}-${date}`,
      start: date,
      end: date,
      part: part.part === 'hours' ? 'full' : part.part,
      ...(part.part === 'hours' ? { share: partialDayMinutes(part) / MINUTES_PER_WORKING_DAY } : {}),
      label: `${type}, ${status}, ${shortDate(date)} ${words}`,
    });
  }
  closeRun(timeOff.end_date);
  return bars;
}

// Whole-day spans of a person's requests with one status, merged, so one person counts once a day.
function personSpans(row: CalendarRow, status: TimeOffStatus, from: string, count: number): IndexRange[] {
  const spans = row.time_offs
    .filter((timeOff) => timeOff.status === status)
    .map((timeOff) => clippedSpan(from, count, timeOff.start_date, timeOff.end_date))
    .filter((span): span is IndexRange => span !== null)
    .sort((a, b) => a.first - b.first);
  const merged: IndexRange[] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span.first <= last.last + 1) last.last = Math.max(last.last, span.last);
    else merged.push({ ...span });
  }
  return merged;
}

export type CalendarCoverage = { total: number; absent: Int32Array; pending: Int32Array };

// Per day: people off on approved leave, and people with a pending request, of everyone shown.
export function calendarCoverage(
  rows: readonly CalendarRow[],
  from: string,
  count: number,
): CalendarCoverage {
  return {
    total: rows.length,
    absent: coverageCounts(
      rows.flatMap((row) => personSpans(row, 'approved', from, count)),
      count,
    ),
    pending: coverageCounts(
      rows.flatMap((row) => personSpans(row, 'pending', from, count)),
      count,
    ),
  };
}

export type CalendarHolidayName = { date: string; name: string };

// What the live region reads for a person's day: the date, then leave, holiday or weekend.
export function describeCalendarDay(
  name: string,
  date: string,
  timeOffs: readonly CalendarTimeOff[],
  holidays: readonly CalendarHolidayName[],
): string {
  const day = format(parseISO(date), 'EEE d MMM yyyy');
  const notes: string[] = [];
  for (const timeOff of timeOffs) {
    if (timeOff.start_date > date || timeOff.end_date < date) continue;
    const part = timeOff.partial_days.find((partial) => partial.date === date);
    const when = part
      ? part.part === 'hours'
        ? ` ${part.hours ?? ''} hours`
        : ` ${PART_WORDS[part.part]}`
      : '';
    notes.push(`${leaveKindLabel(timeOff.type).toLowerCase()}${when} ${STATUS_WORDS[timeOff.status]}`);
  }
  for (const holiday of holidays) if (holiday.date === date) notes.push(`holiday ${holiday.name}`);
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) notes.push('weekend');
  return `${name}, ${day}: ${notes.length > 0 ? notes.join(', ') : 'working day, no time off'}`;
}
