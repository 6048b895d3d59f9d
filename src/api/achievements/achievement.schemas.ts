import * as z from 'zod/mini';
import { mediaSchema } from '../media/media.schemas';

// An award, talk, publication or certification, with attachments.
export const achievementSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  achieved_at: z.nullable(z.string()),
  media: z.array(mediaSchema),
});
export type Achievement = z.infer<typeof achievementSchema>;
