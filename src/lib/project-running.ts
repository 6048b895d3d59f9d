import { parseISO } from 'date-fns';
import { dayLabel } from './calendar-day';
import { isValidDateText } from './validation';

// Whether an allocation over start..end fits a project's dates (the API refuses one that starts
// before the project or ends after it): null when it fits or the dates are not both typed yet,
// else why not, in words for a picker ("starts 1 Apr 2025", "ends 31 Mar 2025").
export function projectNotRunning(
  project: { start_date: string; end_date: string | null },
  start: string,
  end: string,
): string | null {
  if (!isValidDateText(start) || !isValidDateText(end)) return null;
  if (start < project.start_date) return `starts ${dayLabel(parseISO(project.start_date))}`;
  if (project.end_date !== null && end > project.end_date)
    return `ends ${dayLabel(parseISO(project.end_date))}`;
  return null;
}
