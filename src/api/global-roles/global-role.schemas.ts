import * as z from 'zod/mini';
import { listOf, namedItemSchema } from '../common.schemas';

// A role; `permissions` is ours to propose (the spec does not say what each role may do), so it may be absent.
export const globalRoleSchema = z.extend(namedItemSchema, {
  permissions: z.optional(z.nullable(z.array(z.string()))),
});
export type GlobalRole = z.infer<typeof globalRoleSchema>;
export const globalRoleListSchema = listOf(globalRoleSchema);
