import { allowInvalidRequests } from '../support/contract-check';
import { getAs, login, sendAs, setupMockApi } from '../support/mock-api';

setupMockApi();
// Every request here is one the contract refuses, on purpose; the answers are still checked.
allowInvalidRequests();

// Issue 31: each list's sort keys and filter values are declared once (src/api/<resource>/*.query.ts)
// and the mocked API reads requests with that declaration, so what the list does not take is refused
// with Laravel's 422 at the field — the way /invoices sorting by `period_from` should have failed.

const MAY = 'from=2025-05-01&to=2025-05-31';
const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

async function expectRefusedAt(answer: Promise<{ status: number; body: unknown }>, field: string) {
  const { status, body } = await answer;
  expect(status).toBe(422);
  expect(Object.keys(errorsOf(body))).toContain(field);
}

describe('the employees list refuses what its declaration does not take', () => {
  it('any sort (the directory sorts its rows itself: the API has no sort keys)', async () => {
    const token = await login('admin@acme.test');
    await expectRefusedAt(getAs('acme', 'users?per_page=all&sort=name', token), 'sort');
  });

  it('a status other than active or archived, a page size it does not know, an unknown data type', async () => {
    const token = await login('admin@acme.test');
    await expectRefusedAt(getAs('acme', 'users?status=former&per_page=all', token), 'status');
    await expectRefusedAt(getAs('acme', 'users?per_page=everyone', token), 'per_page');
    await expectRefusedAt(
      getAs('acme', 'users-with-certain-user-data?data_type=team&data_id=1', token),
      'data_type',
    );
  });
});

describe('the invoice list refuses what its declaration does not take', () => {
  it('a sort key the API does not have: the column field `period_from` for the key `period`', async () => {
    const token = await login('admin@acme.test');
    await expectRefusedAt(
      sendAs('acme', 'POST', 'invoices', token, {
        filter_options: { sort: { by: 'period_from', dir: 'asc' } },
        invoices_per_page: 25,
      }),
      'filter_options.sort.by',
    );
  });

  it('a payment status, approval status or type that is not one of the list’s values', async () => {
    const token = await login('admin@acme.test');
    const list = (filter_options: Record<string, unknown>) =>
      sendAs('acme', 'POST', 'invoices', token, { filter_options, invoices_per_page: 25 });
    await expectRefusedAt(list({ payment_statuses: ['late'] }), 'filter_options.payment_statuses.0');
    await expectRefusedAt(list({ approval_statuses: ['maybe'] }), 'filter_options.approval_statuses.0');
    await expectRefusedAt(list({ types: ['gift'] }), 'filter_options.types.0');
    await expectRefusedAt(list({ period: { from: 'March' } }), 'filter_options.period.from');
  });

  it('select all matching reads filter_options by the same declaration', async () => {
    const token = await login('admin@acme.test');
    await expectRefusedAt(
      sendAs('acme', 'POST', 'select-all-invoices', token, {
        filter_options: { payment_statuses: ['late'] },
      }),
      'filter_options.payment_statuses.0',
    );
    await expectRefusedAt(
      sendAs('acme', 'POST', 'select-all-invoices', token, {
        filter_options: { sort: { by: 'period_from', dir: 'asc' } },
      }),
      'filter_options.sort.by',
    );
  });
});

describe('the traffic calls refuse what their declarations do not take', () => {
  it('any sort (people come by name: the planner has no sort keys)', async () => {
    const token = await login('admin@acme.test');
    for (const path of ['traffic', 'traffic/summary', 'traffic/export', 'traffic/incoming'])
      await expectRefusedAt(getAs('acme', `${path}?${MAY}&sort=name`, token), 'sort');
  });

  it('an availability, load or include_tentative value the planner does not know', async () => {
    const token = await login('admin@acme.test');
    await expectRefusedAt(getAs('acme', `traffic?${MAY}&availability[]=Busy`, token), 'availability.0');
    await expectRefusedAt(getAs('acme', `traffic/summary?${MAY}&load=busy`, token), 'load');
    await expectRefusedAt(
      getAs('acme', `traffic?${MAY}&include_tentative=maybe`, token),
      'include_tentative',
    );
  });

  it('a grouping, granularity or export format the summary and the export do not take', async () => {
    const token = await login('admin@acme.test');
    await expectRefusedAt(getAs('acme', `traffic/summary?${MAY}&group_by=team`, token), 'group_by');
    await expectRefusedAt(getAs('acme', `traffic/summary?${MAY}&granularity=day`, token), 'granularity');
    await expectRefusedAt(getAs('acme', `traffic/export?${MAY}&format=pdf`, token), 'format');
  });
});
