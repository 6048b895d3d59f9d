import { queryOptions, useQuery } from '@tanstack/react-query';
import { withQueryOptions, type QueryHookOptions } from '../hook-options';
import { reminderKeys } from './reminder.keys';
import type { Reminder } from './reminder.schemas';
import { fetchProjectReminders } from './reminders.api';

// The tab shows a failure itself, with Retry.
export const projectRemindersQuery = (projectId: number) =>
  queryOptions({
    queryKey: reminderKeys.project(projectId),
    queryFn: ({ signal }) => fetchProjectReminders(projectId, signal),
    meta: { errorContext: 'page' },
  });

export function useProjectReminders(projectId: number, options?: QueryHookOptions<Reminder[]>) {
  return useQuery(withQueryOptions(projectRemindersQuery(projectId), options));
}
