import * as z from 'zod/mini';
import { mediaSchema } from '../media/media.schemas';

// A project a person worked on (for the CV), with the skills used and attachments. end_date null: ongoing.
export const userProjectSchema = z.object({
  id: z.number(),
  name: z.string(),
  client: z.string(),
  role: z.string(),
  description: z.string(),
  start_date: z.string(),
  end_date: z.nullable(z.string()),
  industry_id: z.nullable(z.number()),
  skill_ids: z.array(z.number()),
  media: z.array(mediaSchema),
});
export type UserProject = z.infer<typeof userProjectSchema>;
