import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, setupMockApi } from '../support/mock-api';

setupMockApi();
// These requests are wrong on purpose; the answers are still held to the contract.
allowInvalidRequests();

// The mocked API reads each list as its query declaration says (issue 31): a sort key the list does not
// have, and a filter value it does not take, answer 422 in Laravel's shape at that parameter.

type Refusal = { path: string; query: string; field: string };

// Each list's well-formed request first (2xx), then what it must refuse.
const LISTS: Record<string, { ok: string; refused: Refusal[] }> = {
  'time-off requests': {
    ok: 'time-offs?sort=-working_days&statuses[]=pending&awaiting_me=1',
    refused: [
      { path: 'time-offs', query: 'sort=salary', field: 'sort' },
      { path: 'time-offs', query: 'statuses[]=lost', field: 'statuses.0' },
      { path: 'time-offs', query: 'types[]=holiday', field: 'types.0' },
      { path: 'time-offs', query: 'from=1 May', field: 'from' },
    ],
  },
  'time-off balances': {
    ok: 'time-offs/balances?sort=-available&department_ids[]=2&year=2025',
    refused: [
      { path: 'time-offs/balances', query: 'sort=salary', field: 'sort' },
      { path: 'time-offs/balances', query: 'department_ids[]=two', field: 'department_ids.0' },
      { path: 'time-offs/balances', query: 'date=30.06.2026', field: 'date' },
    ],
  },
  'the team calendar': {
    ok: 'time-offs/calendar?from=2025-05-01&to=2025-05-31&statuses[]=rejected',
    refused: [
      { path: 'time-offs/calendar', query: 'from=2025-05-01&to=2025-05-31&sort=user', field: 'sort' },
      {
        path: 'time-offs/calendar',
        query: 'from=2025-05-01&to=2025-05-31&statuses[]=lost',
        field: 'statuses.0',
      },
      { path: 'time-offs/calendar', query: 'to=2025-05-31', field: 'from' },
    ],
  },
  'saved filters': {
    ok: 'saved-filters?list=time-offs&page=2',
    refused: [
      { path: 'saved-filters', query: 'sort=name', field: 'sort' },
      { path: 'saved-filters', query: 'list=payroll', field: 'list' },
    ],
  },
  'income report': {
    ok: 'reports/income?year=2025&group_by=client&currencies[]=EUR',
    refused: [
      { path: 'reports/income', query: 'year=2025&sort=title', field: 'sort' },
      { path: 'reports/income', query: 'year=2025&group_by=person', field: 'group_by' },
      { path: 'reports/income', query: 'year=2025&currencies[]=euro', field: 'currencies.0' },
    ],
  },
  'profitability report': {
    ok: 'reports/profitability?year=2025&group_by=pm&project_ids[]=1',
    refused: [
      { path: 'reports/profitability', query: 'year=2025&sort=-margin', field: 'sort' },
      { path: 'reports/profitability', query: 'year=1999', field: 'year' },
      {
        path: 'reports/profitability',
        query: 'year=2025&project_manager_ids[]=x',
        field: 'project_manager_ids.0',
      },
    ],
  },
  'salary report': {
    ok: 'reports/salary?year=2025&group_by=department&user_ids[]=1',
    refused: [
      { path: 'reports/salary', query: 'year=2025&sort=title', field: 'sort' },
      { path: 'reports/salary', query: 'year=2025&group_by=pm', field: 'group_by' },
      { path: 'reports/salary', query: 'year=2025&department_ids[]=0', field: 'department_ids.0' },
    ],
  },
};

describe('the mock refuses what a list does not take', () => {
  for (const [name, { ok, refused }] of Object.entries(LISTS))
    it(`${name}: an unknown sort key and an unknown filter value answer 422 at the parameter`, async () => {
      const admin = await login('admin@acme.test');
      expect((await getAs('acme', ok, admin)).status).toBe(200);
      for (const { path, query, field } of refused) {
        const answer = await getAs('acme', `${path}?${query}`, admin);
        expect({ query, status: answer.status }).toEqual({ query, status: 422 });
        expect(answer.body, query).toMatchObject({
          message: expect.any(String),
          errors: { [field]: [expect.any(String)] },
        });
      }
    });
});
