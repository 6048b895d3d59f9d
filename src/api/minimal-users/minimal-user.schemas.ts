import { z } from 'zod';
import { listOf } from '../common.schemas';

export const minimalUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string().optional(),
  role: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  active: z.boolean().optional(),
});
export type MinimalUser = z.infer<typeof minimalUserSchema>;
export const minimalUserListSchema = listOf(minimalUserSchema);
