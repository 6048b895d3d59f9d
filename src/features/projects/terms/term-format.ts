import { format, isValid, parseISO } from 'date-fns';
import type { SkippedDay } from '@/lib/working-days';

// Days as the Terms tab writes them: "1 Apr 2025", a range "1 Apr 2025 – 30 Apr 2025", a skipped day
// "Wed 9 Apr 2025".
export const dayText = (date: string): string => {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'd MMM yyyy') : date;
};

export const rangeText = (from: string, to: string): string => `${dayText(from)} – ${dayText(to)}`;

export const weekdayText = (date: string): string => {
  const parsed = parseISO(date);
  return isValid(parsed) ? format(parsed, 'EEE d MMM yyyy') : date;
};

export const skippedReasonText = (day: SkippedDay): string =>
  day.reason === 'weekend'
    ? 'Weekend'
    : (day.name ?? (day.reason === 'holiday' ? 'Public holiday' : 'Leave'));

// "1 working day", "19 working days".
export const workingDaysText = (days: number): string => `${days} working day${days === 1 ? '' : 's'}`;
