import * as z from 'zod/mini';
import { DEFAULT_APPLICATION_CONFIG } from '@/lib/constants';
import { dataOf } from '../common.schemas';

const defaults = DEFAULT_APPLICATION_CONFIG;

// Every part may be absent; the SPEC §9 defaults fill the gaps.
export const applicationConfigSchema = z.object({
  time_off: z._default(
    z.object({
      yearly_vacation_days: z._default(z.number(), defaults.time_off.yearly_vacation_days),
      trial_period: z._default(z.number(), defaults.time_off.trial_period),
      trial_bonus_days: z._default(z.number(), defaults.time_off.trial_bonus_days),
      final_reviewer: z._default(z.number(), defaults.time_off.final_reviewer),
    }),
    { ...defaults.time_off },
  ),
  currency: z._default(
    z.object({
      currency: z._default(z.string(), defaults.currency.currency),
      all_currencies: z._default(z.array(z.string()), [...defaults.currency.all_currencies]),
    }),
    { currency: defaults.currency.currency, all_currencies: [...defaults.currency.all_currencies] },
  ),
});
export type ApplicationConfig = z.infer<typeof applicationConfigSchema>;

export const applicationConfigResponseSchema = dataOf(
  z.pipe(
    z.optional(z.nullable(applicationConfigSchema)),
    z.transform((value: ApplicationConfig | null | undefined) => value ?? applicationConfigSchema.parse({})),
  ),
);
