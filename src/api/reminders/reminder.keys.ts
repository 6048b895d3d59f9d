import { sessionScope } from '../session';

export const reminderKeys = {
  all: () => [...sessionScope(), 'reminders'] as const,
  lists: () => [...reminderKeys.all(), 'list'] as const,
  project: (projectId: number) => [...reminderKeys.lists(), { projectId }] as const,
};
