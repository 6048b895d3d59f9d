import * as z from 'zod/mini';
import { paginatedOf } from '../common.schemas';

export const organizationSchema = z.object({
  id: z.number(),
  name: z.string(),
  tenant: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

// The list comes as a paginator under data (data.data).
export const organizationListSchema = paginatedOf(organizationSchema);
