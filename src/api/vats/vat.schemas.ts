import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

// A VAT rate the company invoices with; percentage as the API sends it (18 for 18 %).
export const vatSchema = z.object({
  id: z.int(),
  name: z.string(),
  percentage: z.number(),
  country: z.nullable(z.string()),
  reverse_charge: z.boolean(),
  is_default: z.boolean(),
});
export type Vat = z.infer<typeof vatSchema>;
export const vatListSchema = listOf(vatSchema);
