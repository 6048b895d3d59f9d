import { z } from 'zod';

export const DEFAULT_ROLE = 'sale';

export const currentUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable().optional().default(null),
  title: z.string().nullable().optional().default(null),
  // The API may leave the role out; the product treats such a user as sale.
  role: z.string().nullable().optional().transform((role) => role || DEFAULT_ROLE),
  permissions: z.array(z.string()).optional().default([]),
  active: z.boolean().optional().default(true),
  is_billable: z.boolean().optional().default(false),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = z.object({ data: currentUserSchema });
