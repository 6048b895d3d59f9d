import { filterTime } from '@/lib/input-filters';
import { readTypedTime } from '@/lib/time';
import { HOURS_PER_WORKING_DAY } from '@/lib/working-days';

// Durations are whole minutes. Unlike a time of day (lib/time.ts, capped at 23:59), a duration is a
// total and may pass 24 hours: "142:30".

export const MINUTES_PER_WORKING_DAY = HOURS_PER_WORKING_DAY * 60;

const DURATION_PATTERN = /^(-)?(\d+):([0-5]\d)$/;

// 8550 → "142:30"; negative durations keep their sign ("-1:30"); a fraction of a minute is dropped
// towards zero, since durations are whole minutes by construction.
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes)) return '';
  const whole = Math.trunc(minutes);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  return `${sign}${Math.floor(absolute / 60)}:${String(absolute % 60).padStart(2, '0')}`;
}

// "142:30" → 8550; null for anything else (minutes must be 00..59).
export function parseDuration(text: string): number | null {
  const match = DURATION_PATTERN.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] ? -minutes : minutes;
}

// A share of the 8-hour working day: 100 % is 8:00, 50 % is 4:00. Rounded to the nearest minute
// (half up), so 33 % is 2:38.
export function minutesPerDayFromPercentage(percentage: number): number {
  return Math.round((percentage * MINUTES_PER_WORKING_DAY) / 100);
}

// The other way: 4:00 → 50; two decimals at most, as percentages are shown.
export function percentageFromMinutesPerDay(minutesPerDay: number): number {
  return Math.round((minutesPerDay * 10_000) / MINUTES_PER_WORKING_DAY) / 100;
}

// A duration input takes digits and one colon, as a time input does, with room for "9999:59".
export const MAX_DURATION_DIGITS = 6;

// Keystroke filter: the time filter with room for more hours.
export function filterDuration(value: string): string {
  return filterTime(value, MAX_DURATION_DIGITS);
}

// Turns what was typed into H:MM when the field is left, read as a time is (readTypedTime) but with no
// 24-hour cap: '142:30' stays, '830' is 8:30, '8' is 8:00, '1:75' is 1:59; '' stays ''.
export function normalizeDuration(value: string): string {
  const typed = readTypedTime(value);
  return typed === null ? '' : formatDuration(typed.hours * 60 + typed.minutes);
}
