import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

export const minimalUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.optional(z.string()),
  role: z.optional(z.nullable(z.string())),
  avatar: z.optional(z.nullable(z.string())),
  active: z.optional(z.boolean()),
});
export type MinimalUser = z.infer<typeof minimalUserSchema>;
export const minimalUserListSchema = listOf(minimalUserSchema);
