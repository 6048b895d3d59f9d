import { MAX_TIME_DIGITS } from '@/lib/input-filters';

// 'day': any time of day, capped at 23:59.
// 'range-start': the start of a time range, capped at 23:58 so that one minute is always left
// for the end time, which must come strictly after the start.
export type TimeMode = 'day' | 'range-start';

export const MAX_TIME: Record<TimeMode, string> = { day: '23:59', 'range-start': '23:58' };

const MINUTES_PER_DAY = 24 * 60;
const TIME_PATTERN = /^(\d{1,2}):(\d{2})$/;

const pad2 = (n: number): string => String(n).padStart(2, '0');

export function timeToMinutes(time: string): number {
  const match = TIME_PATTERN.exec(time.trim());
  // NaN rather than 0 for malformed input: every comparison with NaN is false, so an
  // "end after start" check fails instead of silently passing.
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return Number.NaN;
  return hours * 60 + minutes;
}

// Times of day only: values are clamped to 00:00..23:59 rather than wrapped past midnight.
export function minutesToTime(totalMinutes: number): string {
  const safe = Number.isFinite(totalMinutes) ? Math.floor(totalMinutes) : 0;
  const clamped = Math.min(Math.max(safe, 0), MINUTES_PER_DAY - 1);
  return `${pad2(Math.floor(clamped / 60))}:${pad2(clamped % 60)}`;
}

export type TypedTime = { hours: number; minutes: number };

// How a time or duration input reads what was typed (SPEC §5), the one rule behind normalizeTime and
// normalizeDuration: anything but digits and colons is dropped; the hours come before the first colon
// and the minutes after it (later colons dropped); without a colon, 1-2 digits are hours and of more
// digits the last two are minutes ('930' is 9:30), only the first `maxDigits` counting. A missing part
// is 0 and minutes over 59 are 59. null when nothing is left: the field was cleared.
export function readTypedTime(value: string, maxDigits: number = Number.POSITIVE_INFINITY): TypedTime | null {
  const cleaned = value.replace(/[^\d:]/g, '');
  if (cleaned === '') return null;
  let hours: string;
  let minutes: string;
  const colon = cleaned.indexOf(':');
  if (colon >= 0) {
    hours = cleaned.slice(0, colon);
    minutes = cleaned.slice(colon + 1).replace(/:/g, '');
  } else {
    const digits = cleaned.slice(0, maxDigits);
    hours = digits.length <= 2 ? digits : digits.slice(0, -2);
    minutes = digits.length <= 2 ? '' : digits.slice(-2);
  }
  return {
    hours: hours === '' ? 0 : Number(hours),
    minutes: minutes === '' ? 0 : Math.min(Number(minutes), 59),
  };
}

// Turns whatever was typed into HH:MM when the field is left; '' stays '' (field cleared). A time input
// takes four digits; hours past 23 give the mode's maximum.
export function normalizeTime(value: string, mode: TimeMode = 'day'): string {
  const typed = readTypedTime(value, MAX_TIME_DIGITS);
  if (typed === null) return '';
  const max = timeToMinutes(MAX_TIME[mode]);
  const total = typed.hours > 23 ? max : Math.min(typed.hours * 60 + typed.minutes, max);
  return minutesToTime(total);
}
