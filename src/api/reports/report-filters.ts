import * as z from 'zod/mini';

// The filters every report takes, and their Laravel messages (the reports' query declarations share them).
export const reportYear = () => z.optional(z.number().check(z.int(), z.gte(2000), z.lte(2100)));
export const currencyCodes = () => z.optional(z.array(z.string().check(z.regex(/^[A-Z]{3}$/))));

export const YEAR_MESSAGE = 'The :field field must be a year between 2000 and 2100.';
export const INTEGER_MESSAGE = 'The :field field must be an integer.';
export const CURRENCY_MESSAGE = 'The :field field must be a currency code.';
export const groupByMessage = (groups: readonly string[]) =>
  `The selected group by is invalid (${groups.join(', ')}).`;
