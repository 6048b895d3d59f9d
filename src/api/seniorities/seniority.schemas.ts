import { z } from 'zod';
import { listOf } from '../common.schemas';

export type SeniorityTreeNode = {
  id: number;
  name: string;
  parent_id: number | null;
  order?: number | null;
  children: SeniorityTreeNode[];
};

export const seniorityTreeNodeSchema: z.ZodType<SeniorityTreeNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    parent_id: z.number().nullable().optional().transform((value) => value ?? null),
    order: z.number().nullable().optional(),
    children: z.array(seniorityTreeNodeSchema).optional().transform((value) => value ?? []),
  }),
);
export const seniorityTreeSchema = listOf(seniorityTreeNodeSchema);
