import { format, parseISO } from 'date-fns';
import type { HolidaySource } from '@/lib/holiday-calendar';

export const SOURCE_LABELS: Record<HolidaySource, string> = {
  fixed: 'Fixed date',
  easter: 'Orthodox Easter',
  added: 'Added by your company',
};

// What a calendar day says to a screen reader after its date.
export const SOURCE_DESCRIPTIONS: Record<HolidaySource | 'removed', string> = {
  fixed: 'public holiday',
  easter: 'public holiday from Orthodox Easter',
  added: 'day off added by your company',
  removed: 'removed by your company, not a day off',
};

// "Wed 7 January"
export const dayLabel = (date: string): string => format(parseISO(date), 'EEE d MMMM');
// "7 January 2026"
export const longDate = (date: string): string => format(parseISO(date), 'd MMMM yyyy');

export const workingDaysText = (count: number): string => `${count} working ${count === 1 ? 'day' : 'days'}`;

// Last year, this year and next (a preview before it begins), and the year in the link if another.
export function yearChoices(currentYear: number, selected: number): number[] {
  return [...new Set([currentYear - 1, currentYear, currentYear + 1, selected])].sort((a, b) => a - b);
}

export function yearLabel(year: number, currentYear: number): string {
  if (year === currentYear) return `${year} (this year)`;
  if (year === currentYear + 1) return `${year} (next year)`;
  return String(year);
}

const regionNames =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

// "Georgia" for GE; the code itself where the name is not known.
export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code;
  }
}
