import {
  timeOffConfigResponseSchema,
  type TimeOffConfig,
} from '@/api/time-off-configs/time-off-config.schemas';
import { DEFAULT_APPLICATION_CONFIG } from '@/lib/constants';
import { PERMISSIONS } from '@/lib/permissions';
import { TIME_OFF_LIMITS } from '@/lib/time-off-rules';
import type { TenantDb } from '../db/tenant-db';
import { readBody } from '../routing/request-body';
import { respond, validationFailed } from '../routing/responses';
import { tenantRoute } from '../routing/route';

const INTEGER = /^-?\d+$/;

type Field = keyof TimeOffConfig;

// Laravel's required|integer|between:min,max, every field at once.
function integerIn(body: Record<string, unknown>, field: Field, range: { min: number; max: number } | null) {
  const raw = body[field];
  const value = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const label = field.replace(/_/g, ' ');
  if (value === '') return { error: `The ${label} field is required.` };
  if (!INTEGER.test(value)) return { error: `The ${label} field must be an integer.` };
  const number = Number(value);
  if (range && (number < range.min || number > range.max)) {
    return { error: `The ${label} field must be between ${range.min} and ${range.max}.` };
  }
  return { value: number };
}

// 0 = single-step approval; otherwise someone who is not archived.
const isReviewer = (db: TenantDb, id: number) =>
  id === 0 || db.users.findFirst((q) => q.where({ id, archived: false })) !== undefined;

// The time-off rules: days 0-365, the eligibility period 0-24 months, the final reviewer 0 or a person.
// A tenant without a config gets one from the defaults (SPEC §9) with these rules in it.
const save = tenantRoute(
  'POST',
  'time-off-configs',
  async ({ db, request }) => {
    const body = await readBody(request);
    const checks = {
      yearly_vacation_days: integerIn(body, 'yearly_vacation_days', TIME_OFF_LIMITS.days),
      trial_period: integerIn(body, 'trial_period', TIME_OFF_LIMITS.months),
      trial_bonus_days: integerIn(body, 'trial_bonus_days', TIME_OFF_LIMITS.days),
      final_reviewer: integerIn(body, 'final_reviewer', null),
    };
    const errors: Record<string, string[]> = {};
    for (const [field, check] of Object.entries(checks)) if (check.error) errors[field] = [check.error];
    const reviewer = checks.final_reviewer.value;
    if (reviewer !== undefined && !isReviewer(db, reviewer)) {
      errors.final_reviewer = ['The selected final reviewer is invalid.'];
    }
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    const time_off: TimeOffConfig = {
      yearly_vacation_days: checks.yearly_vacation_days.value ?? 0,
      trial_period: checks.trial_period.value ?? 0,
      trial_bonus_days: checks.trial_bonus_days.value ?? 0,
      final_reviewer: reviewer ?? 0,
    };
    const config = db.settings.applicationConfig ?? structuredClone(DEFAULT_APPLICATION_CONFIG);
    db.settings.applicationConfig = { ...config, time_off };
    return respond(timeOffConfigResponseSchema, { data: time_off });
  },
  { permission: PERMISSIONS.settingsManage },
);

export const timeOffConfigHandlers = [save];
