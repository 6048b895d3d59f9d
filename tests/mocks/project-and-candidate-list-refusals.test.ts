import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();
// These requests are wrong on purpose: the mock must refuse them as Laravel would.
allowInvalidRequests();

// The lists of internal projects and candidates refuse, with Laravel's 422, a sort key or a filter value
// their declaration does not take (issue 31: the mock held to one declaration per list).

type Refusal = { status: number; body: { errors?: Record<string, string[]> } };

async function refused(path: string): Promise<Refusal> {
  const token = await login('admin@acme.test');
  return (await getAs('acme', path, token)) as Refusal;
}

const LISTS = [
  {
    name: 'internal projects',
    base: 'internal-projects?',
    sort: 'sort=-budget',
    filter: { query: 'statuses[]=active&statuses[]=paused', field: 'statuses.1' },
  },
  {
    name: 'projects counts and totals (no sort at all)',
    base: 'info/internal-projects?',
    sort: 'sort=title',
    filter: { query: 'currency=XYZ', field: 'currency' },
  },
  {
    name: 'active candidates',
    base: 'recruitment/candidates?status=active&',
    sort: 'sort=salary',
    filter: { query: 'stages[]=hired', field: 'stages.0' },
  },
  {
    name: 'rejected candidates',
    base: 'recruitment/candidates?status=rejected&',
    sort: 'sort=-expected_salary',
    filter: { query: 'reason_ids[]=first', field: 'reason_ids.0' },
  },
  {
    name: 'the rejected candidates’ CSV export',
    base: 'recruitment/candidates/export?status=rejected&format=csv&',
    sort: 'sort=rating',
    filter: { query: 'from=last-year', field: 'from' },
  },
  {
    name: 'the rejection insights (no sort at all)',
    base: 'recruitment/insights?',
    sort: 'sort=rejected_at',
    filter: { query: 'to=2025-13', field: 'to' },
  },
];

describe('a list refuses what its declaration does not take', () => {
  for (const list of LISTS) {
    it(`${list.name}: an unknown sort key is 422 at sort`, async () => {
      expect(await refused(`${list.base}${list.sort}`)).toMatchObject({
        status: 422,
        body: { errors: { sort: ['The selected sort is invalid.'] } },
      });
    });

    it(`${list.name}: a filter value outside its type or values is 422 at that filter`, async () => {
      const answer = await refused(`${list.base}${list.filter.query}`);
      expect(answer.status).toBe(422);
      expect(Object.keys(answer.body.errors ?? {})).toEqual([list.filter.field]);
    });
  }

  it('the candidates list and its export refuse a request without the status, as Laravel’s required rule', async () => {
    for (const path of ['recruitment/candidates?stages[]=offer', 'recruitment/candidates/export?format=csv'])
      expect(await refused(path)).toMatchObject({
        status: 422,
        body: { errors: { status: ['The status field is required.'] } },
      });
  });

  it('the export refuses a format other than CSV', async () => {
    expect(await refused('recruitment/candidates/export?status=active&format=xlsx')).toMatchObject({
      status: 422,
      body: { errors: { format: ['The selected format is invalid.'] } },
    });
  });
});
