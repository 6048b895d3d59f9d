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

function splitTime(value: string): { hours: string; minutes: string } {
  const colon = value.indexOf(':');
  if (colon >= 0) {
    return { hours: value.slice(0, colon), minutes: value.slice(colon + 1).replace(/:/g, '') };
  }
  // Without a colon the last two of 3-4 digits are minutes ('930' is 9:30); 1-2 digits are hours.
  const digits = value.slice(0, 4);
  if (digits.length <= 2) return { hours: digits, minutes: '' };
  return { hours: digits.slice(0, -2), minutes: digits.slice(-2) };
}

// Turns whatever was typed into HH:MM when the field is left; '' stays '' (field cleared).
export function normalizeTime(value: string, mode: TimeMode = 'day'): string {
  const cleaned = value.replace(/[^\d:]/g, '');
  if (cleaned === '') return '';
  const { hours, minutes } = splitTime(cleaned);
  const h = hours === '' ? 0 : Number(hours);
  const m = minutes === '' ? 0 : Math.min(Number(minutes), 59);
  const max = timeToMinutes(MAX_TIME[mode]);
  const total = h > 23 ? max : Math.min(h * 60 + m, max);
  return minutesToTime(total);
}
