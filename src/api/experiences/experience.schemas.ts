import * as z from 'zod/mini';

// Work before this company. end_date null: still there.
export const experienceSchema = z.object({
  id: z.number(),
  company: z.string(),
  position: z.string(),
  industry_id: z.nullable(z.number()),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  description: z.string(),
});
export type Experience = z.infer<typeof experienceSchema>;
