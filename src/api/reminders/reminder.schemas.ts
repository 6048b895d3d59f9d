import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

// One thing due on a project (GET reminders/{projectId}, shape proposed in finance.md §2.3): derived by
// the server from the project's terms and invoices, so its id is a text, not a row's. A type or
// severity the client does not know is shown as the API names it.
export const reminderSchema = z.object({
  id: z.union([z.string(), z.number()]),
  type: z.string(),
  due_date: z.string(),
  title: z.string(),
  severity: z.string(),
  term_id: z.optional(z.nullable(z.number())),
  invoice_id: z.optional(z.nullable(z.number())),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderListSchema = listOf(reminderSchema);

export const REMINDER_TYPE_LABELS: Record<string, string> = {
  term_ending: 'Term ends',
  uninvoiced_month: 'Not invoiced',
  invoice_overdue: 'Invoice overdue',
  contract_end: 'Project ends',
  rate_review: 'Rate review',
};
export const reminderTypeLabel = (type: string): string => REMINDER_TYPE_LABELS[type] ?? type;

export const REMINDER_SEVERITY_LABELS: Record<string, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};
export const reminderSeverityLabel = (severity: string): string =>
  REMINDER_SEVERITY_LABELS[severity] ?? severity;
