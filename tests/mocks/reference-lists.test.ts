import { applicationConfigResponseSchema } from '@/api/application-configs/application-config.schemas';
import { listOf, namedItemSchema } from '@/api/common.schemas';
import { currencyRateListSchema } from '@/api/currency-rates/currency-rate.schemas';
import { globalRoleListSchema } from '@/api/global-roles/global-role.schemas';
import { minimalUserListSchema } from '@/api/minimal-users/minimal-user.schemas';
import { isCandidateStage } from '@/lib/recruitment-stages';
import { countryHolidaysListSchema } from '@/api/public-holidays/public-holiday.schemas';
import { seniorityTreeSchema } from '@/api/seniorities/seniority.schemas';
import { vatListSchema } from '@/api/vats/vat.schemas';
import { DEFAULT_APPLICATION_CONFIG } from '@/lib/constants';
import { getTenantDb } from '@/mocks/db';
import { allowInvalidRequests } from '../support/contract-check';
import { call, getAs, login, tenantUrl, setupMockApi } from '../support/mock-api';

setupMockApi();

describe('reference lists', () => {
  it('named lists parse with the client schema, in order', async () => {
    const token = await login('admin@acme.test');
    for (const path of [
      'positions',
      'departments',
      'skills',
      'industries',
      'assessments',
      'project-managers',
      'global-roles',
    ]) {
      const { status, body } = await getAs('acme', path, token);
      expect(status).toBe(200);
      expect(listOf(namedItemSchema).parse(body).data.length).toBeGreaterThan(0);
    }
    const roles = globalRoleListSchema.parse((await getAs('acme', 'global-roles', token)).body);
    expect(roles.data.map((role) => role.name)).toEqual(['admin', 'sale', 'employee']);
    expect(roles.data.find((role) => role.name === 'employee')?.permissions).toEqual(['employee::view']);
  });

  it('VATs come with the default first, and only with a token', async () => {
    expect((await call(tenantUrl('acme', 'vats'))).status).toBe(401);
    const vats = vatListSchema.parse((await getAs('acme', 'vats', await login('sale@acme.test'))).body).data;
    expect(vats[0]).toMatchObject({ name: 'VAT 18%', percentage: 18, is_default: true });
    expect(vats.filter((vat) => vat.is_default)).toHaveLength(1);
  });

  it('seniorities come as a tree with parent_id', async () => {
    const tree = seniorityTreeSchema.parse((await call(tenantUrl('acme', 'seniorities'))).body).data;
    expect(tree.map((node) => node.name)).toEqual(['Junior', 'Middle', 'Senior', 'Lead']);
    const junior = tree[0];
    expect(junior?.children.map((child) => [child.name, child.parent_id])).toEqual([
      ['Junior I', junior?.id],
      ['Junior II', junior?.id],
    ]);
  });

  it('currency rates cover USD, GEL, EUR and GBP', async () => {
    const rates = currencyRateListSchema.parse(
      (await getAs('acme', 'currency-rates', await login('sale@acme.test'))).body,
    );
    expect(rates.data.map((rate) => rate.currency).sort()).toEqual(['EUR', 'GBP', 'GEL', 'USD']);
  });

  it('acme has a full application config; globex answers data: null and gets the defaults', async () => {
    const acme = await getAs('acme', 'application-configs', await login('admin@acme.test'));
    expect(applicationConfigResponseSchema.parse(acme.body).data.time_off.yearly_vacation_days).toBe(26);
    const globex = await getAs('globex', 'application-configs', await login('admin@globex.test'));
    expect(globex.body).toEqual({ data: null });
    expect(applicationConfigResponseSchema.parse(globex.body).data).toEqual(DEFAULT_APPLICATION_CONFIG);
  });

  it('public holidays with country=all give Georgia (with Orthodox Easter) and one more country', async () => {
    const { data } = countryHolidaysListSchema.parse(
      (await call(tenantUrl('acme', 'public-holidays?country=all'))).body,
    );
    expect(data.map((c) => c.country)).toEqual(['GE', 'RS']);
    expect(data[0]?.holidays).toContainEqual({ date: '2025-04-20', name: 'Orthodox Easter Sunday' });
    // One country and year: the mock takes it, the client only ever asks for country=all.
    allowInvalidRequests();
    const georgia = countryHolidaysListSchema.parse(
      (await call(tenantUrl('acme', 'public-holidays?country=GE&year=2025'))).body,
    );
    expect(georgia.data).toHaveLength(1);
    expect(georgia.data[0]?.holidays.every((h) => h.date.startsWith('2025-'))).toBe(true);
  });

  it('minimal users leave candidates out unless with_candidates=1: owners and approvers are staff', async () => {
    const token = await login('admin@acme.test');
    const stageOf = new Map((await getTenantDb('acme')).users.all().map((user) => [user.id, user.stage]));
    const inRecruitment = (users: { id: number }[]) =>
      users.filter((user) => isCandidateStage(stageOf.get(user.id) ?? '')).length;
    const list = async (query: string) =>
      minimalUserListSchema.parse((await getAs('acme', `minimal-users?${query}`, token)).body).data;
    expect(inRecruitment(await list('with_archived=1'))).toBe(0);
    // with_candidates is the mock’s: the client never sends it to minimal-users.
    allowInvalidRequests();
    expect(inRecruitment(await list('with_archived=1&with_candidates=1'))).toBeGreaterThan(0);
  });

  it('minimal users leave archived ones out unless with_archived=1', async () => {
    const token = await login('admin@acme.test');
    const active = minimalUserListSchema.parse(
      (await getAs('acme', 'minimal-users?with_archived=0', token)).body,
    ).data;
    // with_candidates is the mock’s: the client never sends it to minimal-users.
    allowInvalidRequests();
    const all = minimalUserListSchema.parse(
      (await getAs('acme', 'minimal-users?with_archived=1&with_candidates=1', token)).body,
    ).data;
    // Everyone: the scale's 60 and recruitment's seeded candidates.
    expect(all).toHaveLength((await getTenantDb('acme')).users.count());
    expect(active.length).toBeLessThan(all.length);
    expect(active[0]).toEqual({
      id: 1,
      name: 'Nino Beridze',
      email: 'admin@acme.test',
      role: 'admin',
      avatar: null,
      active: true,
      position_id: 10,
      seniority_id: 3,
    });
  });
});
