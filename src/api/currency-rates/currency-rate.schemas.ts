import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

export const currencyRateSchema = z.object({
  currency: z.string(),
  rate: z.number(),
  date: z.string(),
});
export type CurrencyRate = z.infer<typeof currencyRateSchema>;
export const currencyRateListSchema = listOf(currencyRateSchema);
