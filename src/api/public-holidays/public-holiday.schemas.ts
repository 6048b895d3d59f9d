import * as z from 'zod/mini';
import { listOf } from '../common.schemas';

export const holidaySchema = z.object({ date: z.string(), name: z.string() });
export const countryHolidaysSchema = z.object({
  country: z.string(),
  holidays: z.array(holidaySchema),
});
export type CountryHolidays = z.infer<typeof countryHolidaysSchema>;
export const countryHolidaysListSchema = listOf(countryHolidaysSchema);
