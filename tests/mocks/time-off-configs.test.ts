import { applicationConfigResponseSchema } from '@/api/application-configs/application-config.schemas';
import { DEFAULT_APPLICATION_CONFIG } from '@/lib/constants';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

const configOf = async (tenant: string, token: string) =>
  applicationConfigResponseSchema.parse((await getAs(tenant, 'application-configs', token)).body).data;

const RULES = { yearly_vacation_days: 20, trial_period: 6, trial_bonus_days: 2, final_reviewer: 0 };

describe('POST time-off-configs', () => {
  it('stores the rules in the application config and answers them; the currency part stays', async () => {
    const token = await login('admin@acme.test');
    const before = await configOf('acme', token);
    expect(await sendAs('acme', 'POST', 'time-off-configs', token, { ...RULES, final_reviewer: 2 })).toEqual({
      status: 200,
      body: { data: { ...RULES, final_reviewer: 2 } },
    });
    expect(await configOf('acme', token)).toEqual({ ...before, time_off: { ...RULES, final_reviewer: 2 } });
  });

  it('gives a tenant without a config one from the defaults, with the rules sent', async () => {
    const token = await login('admin@globex.test');
    expect((await getAs('globex', 'application-configs', token)).body).toEqual({ data: null });
    expect((await sendAs('globex', 'POST', 'time-off-configs', token, RULES)).status).toBe(200);
    expect((await getAs('globex', 'application-configs', token)).body).toEqual({
      data: { ...DEFAULT_APPLICATION_CONFIG, time_off: RULES },
    });
  });

  it('answers 422 at every field out of range, not whole, missing, or naming no one', async () => {
    allowInvalidRequests();
    const token = await login('admin@acme.test');
    const answer = await sendAs('acme', 'POST', 'time-off-configs', token, {
      yearly_vacation_days: 366,
      trial_period: 25,
      trial_bonus_days: 1.5,
      final_reviewer: 99999,
    });
    expect(answer.status).toBe(422);
    expect((answer.body as { errors: unknown }).errors).toEqual({
      yearly_vacation_days: ['The yearly vacation days field must be between 0 and 365.'],
      trial_period: ['The trial period field must be between 0 and 24.'],
      trial_bonus_days: ['The trial bonus days field must be an integer.'],
      final_reviewer: ['The selected final reviewer is invalid.'],
    });
    expect((await sendAs('acme', 'POST', 'time-off-configs', token, {})).body).toMatchObject({
      errors: { yearly_vacation_days: ['The yearly vacation days field is required.'] },
    });
    expect((await configOf('acme', token)).time_off.yearly_vacation_days).toBe(26);
  });

  it('is for settings::manage only (403)', async () => {
    const token = await login('sale@acme.test');
    expect((await sendAs('acme', 'POST', 'time-off-configs', token, RULES)).status).toBe(403);
    expect((await configOf('acme', token)).time_off.yearly_vacation_days).toBe(26);
  });
});
