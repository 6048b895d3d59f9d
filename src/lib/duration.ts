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
