import * as z from 'zod/mini';
import { dataOf, messageSchema } from '../common.schemas';
import { requiredText } from '../text.schemas';

// Positions, departments, seniorities and skills: one shape, seniorities adding their parent.
export const orgItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  order: z.optional(z.nullable(z.number())),
  parent_id: z.optional(z.nullable(z.number())),
});
export type OrgItem = z.infer<typeof orgItemSchema>;
export const orgItemResponseSchema = dataOf(orgItemSchema);
// DELETE and reorder answer with a message only (proposed).
export const orgDataMessageSchema = messageSchema;

export const ORG_ITEM_NAME_MAX = 255;
// parent_id: a seniority's parent as the select holds it ('' for none).
export const orgItemFormSchema = z.object({
  name: requiredText('Enter a name', ORG_ITEM_NAME_MAX),
  parent_id: z.string(),
});
export type OrgItemInput = z.input<typeof orgItemFormSchema>;

// A new item; a seniority may name its parent.
export type NewOrgItem = { name: string; parent_id?: number | null };
export type RenameOrgItem = { id: number; name: string };
// new_order: the 1-based place among its siblings; parent_id for seniorities only (null: a root).
export type ReorderOrgItem = { id: number; new_order: number; parent_id?: number | null };
