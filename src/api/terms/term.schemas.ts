import * as z from 'zod/mini';
import { dataOf, listOf } from '../common.schemas';
import { personRefSchema } from '../internal-projects/internal-project.schemas';

// A person's term on a project: dates, time per working day (HH:MM and its % of 8:00), the hourly rate
// (a JSON number; cents in the client) and the working days the server counts in the range.
export const termSchema = z.object({
  id: z.number(),
  internal_project_id: z.number(),
  user: personRefSchema,
  start_date: z.string(),
  end_date: z.string(),
  hours_per_day: z.string(),
  percentage: z.number(),
  hourly_rate: z.number(),
  currency: z.string(),
  unit: z.string(),
  working_days: z.number(),
  // Proposed: confirmed or tentative (planning.md §2.5).
  status: z.string(),
  note: z.nullable(z.string()),
});
export type Term = z.infer<typeof termSchema>;
export const termResponseSchema = dataOf(termSchema);
export const termListSchema = listOf(termSchema);
