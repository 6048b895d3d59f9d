import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

export const minimalUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.optional(z.string()),
  role: z.optional(z.nullable(z.string())),
  avatar: z.optional(z.nullable(z.string())),
  active: z.optional(z.boolean()),
  // Proposed: where the person sits, so a new project term can take its rate from the rate card.
  position_id: z.optional(z.nullable(z.number())),
  seniority_id: z.optional(z.nullable(z.number())),
});
export type MinimalUser = z.infer<typeof minimalUserSchema>;
export const minimalUserListSchema = listOf(minimalUserSchema);
