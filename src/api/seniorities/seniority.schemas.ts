import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

export type SeniorityTreeNode = {
  id: number;
  name: string;
  parent_id: number | null;
  order?: number | null;
  children: SeniorityTreeNode[];
};

export const seniorityTreeNodeSchema: z.ZodMiniType<SeniorityTreeNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    parent_id: z.pipe(
      z.optional(z.nullable(z.number())),
      z.transform((value: number | null | undefined) => value ?? null),
    ),
    order: z.optional(z.nullable(z.number())),
    children: z.pipe(
      z.optional(z.array(seniorityTreeNodeSchema)),
      z.transform((value: SeniorityTreeNode[] | undefined) => value ?? []),
    ),
  }),
);
export const seniorityTreeSchema = listOf(seniorityTreeNodeSchema);
