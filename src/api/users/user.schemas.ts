import * as z from 'zod/mini';
import { dataOf } from '../common.schemas';

export const DEFAULT_ROLE = 'sale';

export const currentUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z._default(z.optional(z.nullable(z.string())), null),
  title: z._default(z.optional(z.nullable(z.string())), null),
  // The API may leave the role out; the product treats such a user as sale.
  role: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((role: string | null | undefined) => role || DEFAULT_ROLE),
  ),
  permissions: z._default(z.optional(z.array(z.string())), []),
  active: z._default(z.optional(z.boolean()), true),
  is_billable: z._default(z.optional(z.boolean()), false),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const currentUserResponseSchema = dataOf(currentUserSchema);
