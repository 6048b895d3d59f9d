import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();

const save = async (tenant: string, email: string, body: unknown) =>
  sendAs(tenant, 'POST', 'currency-configs', await login(email), body);

describe('POST currency-configs', () => {
  it('stores the company currency and the order, keeps the time-off rules, and answers the whole config', async () => {
    const before = (await getTenantDb('acme')).settings.applicationConfig;
    const { status, body } = await save('acme', 'admin@acme.test', {
      currency: 'GEL',
      all_currencies: ['EUR', 'GEL', 'USD', 'GBP'],
    });
    expect(status).toBe(200);
    const expected = {
      ...before,
      currency: { currency: 'GEL', all_currencies: ['EUR', 'GEL', 'USD', 'GBP'] },
    };
    expect(body).toEqual({ data: expected });
    const token = await login('sale@acme.test');
    expect((await getAs('acme', 'application-configs', token)).body).toEqual({ data: expected });
  });

  it('creates the config from the SPEC §9 defaults for a tenant that has none', async () => {
    expect((await getTenantDb('globex')).settings.applicationConfig).toBeNull();
    const { status } = await save('globex', 'admin@globex.test', {
      currency: 'USD',
      all_currencies: ['USD', 'EUR', 'GEL', 'GBP'],
    });
    expect(status).toBe(200);
    expect((await getTenantDb('globex')).settings.applicationConfig).toEqual({
      time_off: { yearly_vacation_days: 24, trial_period: 11, trial_bonus_days: 5, final_reviewer: 0 },
      currency: { currency: 'USD', all_currencies: ['USD', 'EUR', 'GEL', 'GBP'] },
    });
  });

  it('answers 422 on each field: unknown and repeated codes, a company currency not listed, nothing sent', async () => {
    allowInvalidRequests();
    const before = structuredClone((await getTenantDb('acme')).settings.applicationConfig);
    const refused = await save('acme', 'admin@acme.test', {
      currency: 'GBP',
      all_currencies: ['EUR', 'CHF', 'EUR'],
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      errors: {
        currency: ['The company currency must be one of all currencies.'],
        'all_currencies.1': ['CHF is not a known currency.'],
        'all_currencies.2': ['EUR is listed more than once.'],
      },
    });
    const blank = await save('acme', 'admin@acme.test', { currency: 'XXX', all_currencies: [] });
    expect(blank.body).toMatchObject({
      errors: {
        currency: ['The selected currency is invalid.'],
        all_currencies: ['The all currencies field is required.'],
      },
    });
    const missing = await save('acme', 'admin@acme.test', {});
    expect(missing.body).toMatchObject({ errors: { currency: ['The currency field is required.'] } });
    expect((await getTenantDb('acme')).settings.applicationConfig).toEqual(before);
  });

  it('needs settings::manage', async () => {
    const { status } = await save('acme', 'sale@acme.test', { currency: 'EUR', all_currencies: ['EUR'] });
    expect(status).toBe(403);
  });
});
