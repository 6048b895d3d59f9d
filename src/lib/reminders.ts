import { endOfWeek, format, parseISO } from 'date-fns';

// A project's reminders as the Reminders tab groups them: past their day, due by the end of this week
// (Monday to Sunday), or later.

export const REMINDER_GROUPS = [
  { key: 'overdue', label: 'Overdue' },
  { key: 'this_week', label: 'This week' },
  { key: 'later', label: 'Later' },
] as const;
export type ReminderGroupKey = (typeof REMINDER_GROUPS)[number]['key'];

// today: yyyy-MM-dd.
export function reminderGroupOf(dueDate: string, today: string): ReminderGroupKey {
  if (dueDate < today) return 'overdue';
  const sunday = format(endOfWeek(parseISO(today), { weekStartsOn: 1 }), 'yyyy-MM-dd');
  return dueDate <= sunday ? 'this_week' : 'later';
}

// Each group in due-date order (the order given kept on a tie); every group present, empty or not.
export function groupReminders<T extends { due_date: string }>(
  reminders: readonly T[],
  today: string,
): Record<ReminderGroupKey, T[]> {
  const groups: Record<ReminderGroupKey, T[]> = { overdue: [], this_week: [], later: [] };
  const sorted = reminders
    .map((reminder, index) => ({ reminder, index }))
    .sort((a, b) => a.reminder.due_date.localeCompare(b.reminder.due_date) || a.index - b.index);
  for (const { reminder } of sorted) groups[reminderGroupOf(reminder.due_date, today)].push(reminder);
  return groups;
}
