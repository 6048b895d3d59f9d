import * as z from 'zod/mini';
import { mediaSchema } from '../media/media.schemas';

// A course a person took, with its certificates or notes as attachments.
export const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  provider: z.string(),
  completed_at: z.nullable(z.string()),
  media: z.array(mediaSchema),
});
export type Course = z.infer<typeof courseSchema>;
