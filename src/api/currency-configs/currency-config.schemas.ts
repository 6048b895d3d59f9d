import * as z from 'zod/mini';
import { applicationConfigSchema } from '../application-configs/application-config.schemas';
import { dataOf } from '../common.schemas';

export const COMPANY_CURRENCY_REQUIRED = 'Choose the company currency';
export const COMPANY_CURRENCY_NOT_LISTED = 'The company currency must be one of the currencies below';

// The currency part of the application config as the settings form holds and sends it
// (POST currency-configs, proposed): the company currency and every currency in the order lists use.
export const currencyConfigFormSchema = z
  .object({
    currency: z.string().check(z.minLength(1, { error: COMPANY_CURRENCY_REQUIRED })),
    all_currencies: z.array(z.string()),
  })
  .check(
    z.refine((value) => value.currency === '' || value.all_currencies.includes(value.currency), {
      error: COMPANY_CURRENCY_NOT_LISTED,
      path: ['currency'],
    }),
  );
export type CurrencyConfigInput = z.infer<typeof currencyConfigFormSchema>;
export const CURRENCY_CONFIG_FIELDS = ['currency', 'all_currencies'] as const;

// The answer: the whole application config as it now stands, so the reference cache can take it as is.
export const currencyConfigResponseSchema = dataOf(applicationConfigSchema);
