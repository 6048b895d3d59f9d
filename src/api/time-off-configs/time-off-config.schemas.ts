import * as z from 'zod/mini';
import { TIME_OFF_LIMITS } from '@/lib/time-off-rules';
import { dataOf } from '../common.schemas';

// The time-off part of the application config (SPEC §3), as POST time-off-configs stores and answers it.
export const timeOffConfigSchema = z.object({
  yearly_vacation_days: z.number(),
  // Months of work before the yearly allowance can be used (design/planning.md §1.4).
  trial_period: z.number(),
  trial_bonus_days: z.number(),
  // A user id; 0 = single-step approval (the manager alone).
  final_reviewer: z.number(),
});
export type TimeOffConfig = z.infer<typeof timeOffConfigSchema>;
export const timeOffConfigResponseSchema = dataOf(timeOffConfigSchema);

const wholeNumber = (label: string, { min, max }: { min: number; max: number }) =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: `Enter the ${label}` }),
    z.refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, {
      error: `Between ${min} and ${max}`,
    }),
  );

// The form holds the numbers as typed (digits only); final_reviewer is the picked person's id.
export const timeOffConfigFormSchema = z.object({
  yearly_vacation_days: wholeNumber('yearly vacation days', TIME_OFF_LIMITS.days),
  trial_period: wholeNumber('eligibility period', TIME_OFF_LIMITS.months),
  trial_bonus_days: wholeNumber('bonus days', TIME_OFF_LIMITS.days),
  final_reviewer: z.number(),
});
export type TimeOffConfigInput = z.input<typeof timeOffConfigFormSchema>;

export const toTimeOffConfig = (values: TimeOffConfigInput): TimeOffConfig => ({
  yearly_vacation_days: Number(values.yearly_vacation_days),
  trial_period: Number(values.trial_period),
  trial_bonus_days: Number(values.trial_bonus_days),
  final_reviewer: values.final_reviewer,
});

export const toTimeOffConfigInput = (config: TimeOffConfig): TimeOffConfigInput => ({
  yearly_vacation_days: String(config.yearly_vacation_days),
  trial_period: String(config.trial_period),
  trial_bonus_days: String(config.trial_bonus_days),
  final_reviewer: config.final_reviewer,
});
