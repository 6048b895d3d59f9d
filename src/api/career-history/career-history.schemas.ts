import * as z from 'zod/mini';

// One step of a person's career here: what they were, from when to when (end_date null: current).
export const careerEntrySchema = z.object({
  id: z.number(),
  user_id: z.number(),
  position_id: z.nullable(z.number()),
  department_id: z.nullable(z.number()),
  seniority_id: z.nullable(z.number()),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  note: z.string(),
});
export type CareerEntry = z.infer<typeof careerEntrySchema>;

// A recorded change to a career entry (GET career-history/history/{entryId}); each can be deleted.
export const careerChangeSchema = z.object({
  id: z.number(),
  career_history_id: z.number(),
  changed_at: z.string(),
  changed_by: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.nullable(z.string()), to: z.nullable(z.string()) })),
});
export type CareerChange = z.infer<typeof careerChangeSchema>;
