import { divideRoundHalfUp } from './cents';
import { formatDuration, MINUTES_PER_WORKING_DAY } from './duration';
import { DAY_CHOICE_LABELS, PRIVATE_LEAVE_LABEL, TIME_OFF_TYPE_LABELS } from './time-off-labels';

// What part of a working day a leave day took, as an invoice calculation's skipped day carries it
// (`part` and `minutes` only when taken in part): in minutes of the 8:00 day, in days, in words.

// `reason` null: leave whose kind is not the viewer's to see (issue 30), "Away".
export type LeaveDayShare = { reason: string | null; part?: string | null; minutes?: number | null };

// The minutes of the 8:00 working day a skipped day takes: all of it unless taken in part.
export const skippedDayMinutes = (day: Pick<LeaveDayShare, 'minutes'>): number =>
  day.minutes ?? MINUTES_PER_WORKING_DAY;

// Days from minutes of the 8:00 day, for display: half up to two decimals (0.5 steps stay exact,
// "02:00" is 0.25, "01:10" 0.15); sums are taken in minutes first, so each figure is rounded once.
export const daysOfDayMinutes = (dayMinutes: number): number =>
  divideRoundHalfUp(dayMinutes * 100, MINUTES_PER_WORKING_DAY) / 100;

// The leave kinds an invoice leaves out, named as time off names them.
const LEAVE_LABELS: Record<string, string> = {
  vacation: TIME_OFF_TYPE_LABELS.vacation,
  sick_leave: TIME_OFF_TYPE_LABELS.sick_leave,
};
const PART_WORDS: Record<string, string> = {
  am: DAY_CHOICE_LABELS.am.toLowerCase(),
  pm: DAY_CHOICE_LABELS.pm.toLowerCase(),
};

// "Vacation", "Vacation, morning", "Sick leave, 2:00", "Away, afternoon"; null for a day that is not
// leave.
export function leaveDayText(day: LeaveDayShare): string | null {
  const label = day.reason === null ? PRIVATE_LEAVE_LABEL : LEAVE_LABELS[day.reason];
  if (!label) return null;
  if (!day.part) return label;
  const part = PART_WORDS[day.part] ?? formatDuration(skippedDayMinutes(day));
  return `${label}, ${part}`;
}
