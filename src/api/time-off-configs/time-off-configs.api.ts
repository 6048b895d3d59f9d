import { request } from '../http';
import { timeOffConfigResponseSchema, type TimeOffConfig } from './time-off-config.schemas';

// Stores the time-off rules; the answer is the time_off part as stored.
export async function saveTimeOffConfig(config: TimeOffConfig): Promise<TimeOffConfig> {
  const body = await request(timeOffConfigResponseSchema, {
    method: 'POST',
    url: 'time-off-configs',
    data: {
      yearly_vacation_days: config.yearly_vacation_days,
      trial_period: config.trial_period,
      trial_bonus_days: config.trial_bonus_days,
      final_reviewer: config.final_reviewer,
    },
  });
  return body.data;
}
