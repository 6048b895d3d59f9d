import { request } from '../http';
import { reminderListSchema, type Reminder } from './reminder.schemas';

// GET reminders/{projectId}: what is due on the project, as of the server's today.
export async function fetchProjectReminders(projectId: number, signal?: AbortSignal): Promise<Reminder[]> {
  const body = await request(reminderListSchema, { method: 'GET', url: `reminders/${projectId}`, signal });
  return body.data;
}
