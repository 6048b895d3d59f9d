import { format, isValid, parseISO } from 'date-fns';
import type { UserProject } from '@/api/user-projects/user-project.schemas';

const monthOf = (value: string): string => {
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM yyyy') : value;
};

// "Mar 2025 – present" for an ongoing project, "Mar 2025 – Jun 2025" for a finished one, one month once.
export function formatProjectPeriod({ start_date, end_date }: Pick<UserProject, 'start_date' | 'end_date'>) {
  const start = monthOf(start_date);
  if (end_date === null) return `${start} – present`;
  const end = monthOf(end_date);
  return end === start ? start : `${start} – ${end}`;
}

// Newest first: the latest start on top; an ongoing project before a finished one that started the same
// day; then the one added last.
export function newestProjectsFirst<T extends Pick<UserProject, 'id' | 'start_date' | 'end_date'>>(
  projects: readonly T[],
): T[] {
  return [...projects].sort(
    (a, b) =>
      b.start_date.localeCompare(a.start_date) ||
      (b.end_date ?? '9999-12-31').localeCompare(a.end_date ?? '9999-12-31') ||
      b.id - a.id,
  );
}
