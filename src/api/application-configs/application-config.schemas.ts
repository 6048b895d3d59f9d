import { z } from 'zod';
import { DEFAULT_APPLICATION_CONFIG } from '@/lib/constants';

const defaults = DEFAULT_APPLICATION_CONFIG;

// Every part may be absent; the SPEC §9 defaults fill the gaps.
export const applicationConfigSchema = z.object({
  time_off: z
    .object({
      yearly_vacation_days: z.number().default(defaults.time_off.yearly_vacation_days),
      trial_period: z.number().default(defaults.time_off.trial_period),
      trial_bonus_days: z.number().default(defaults.time_off.trial_bonus_days),
      final_reviewer: z.number().default(defaults.time_off.final_reviewer),
    })
    .default({ ...defaults.time_off }),
  currency: z
    .object({
      currency: z.string().default(defaults.currency.currency),
      all_currencies: z.array(z.string()).default([...defaults.currency.all_currencies]),
    })
    .default({ currency: defaults.currency.currency, all_currencies: [...defaults.currency.all_currencies] }),
});
export type ApplicationConfig = z.infer<typeof applicationConfigSchema>;

export const applicationConfigResponseSchema = z.object({
  data: applicationConfigSchema.nullable().optional().transform((value) => value ?? applicationConfigSchema.parse({})),
});
