import { listFaults } from '@/mocks/scenarios';
import { call, centralUrl, postJson, setupMockApi } from '../support/mock-api';

setupMockApi();

// Issue 31: POST central/__mock__/faults checks every entry; one that is wrong is a 422 naming it
// (Laravel's shape), and then no fault of the list is switched on.

const FAULTS = centralUrl('__mock__/faults');

const errorsOf = (body: unknown) => (body as { errors: Record<string, string[]> }).errors;

describe('POST central/__mock__/faults refuses an invalid entry (issue 31)', () => {
  it('names the entry and the field of a bad status, and switches on none of the list', async () => {
    const answer = await postJson(FAULTS, [
      { method: 'GET', path: 'notifications', status: 500 },
      { path: 'user', status: 'often' },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: expect.any(String) });
    expect(errorsOf(answer.body)).toEqual({
      '1.status': ['The 1.status field must be an integer between 100 and 599.'],
    });
    expect(listFaults()).toEqual([]);
  });

  it('names every wrong field: no path, a misspelt setting, an unknown method, a negative delay', async () => {
    const answer = await postJson(FAULTS, {
      faults: [{ stauts: 500 }, { path: 'user', method: 'FETCH', delay: -1, malformed: 'yes' }],
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(errorsOf(answer.body)).sort()).toEqual([
      'faults.0.path',
      'faults.0.stauts',
      'faults.1.delay',
      'faults.1.malformed',
      'faults.1.method',
    ]);
    expect(listFaults()).toEqual([]);
  });

  it('refuses an entry that is no object, and a path that is no regular expression', async () => {
    const answer = await postJson(FAULTS, ['junk', { path: '/(unclosed/' }]);
    expect(answer.status).toBe(422);
    expect(errorsOf(answer.body)).toEqual({
      '0': ['The 0 field must be an object with a path.'],
      '1.path': ['The 1.path field is not a valid regular expression.'],
    });
  });

  it('refuses a body without a list of faults with 422 at faults, and broken JSON with 400', async () => {
    const empty = await postJson(FAULTS, {});
    expect(empty.status).toBe(422);
    expect(errorsOf(empty.body)).toEqual({ faults: ['The faults field is required.'] });
    const notAList = await postJson(FAULTS, { faults: { path: 'user' } });
    expect(errorsOf(notAList.body)).toEqual({ faults: ['The faults field must be a list.'] });
    const broken = await call(FAULTS, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '[{"path":',
    });
    expect(broken).toEqual({ status: 400, body: { message: 'The request body is not valid JSON.' } });
    expect(listFaults()).toEqual([]);
  });

  it('still switches a valid list on', async () => {
    const answer = await postJson(FAULTS, [
      { method: 'get', path: '/^user$/', status: 503, times: 1 },
      { path: 'positions', delay: 10 },
    ]);
    expect(answer).toEqual({ status: 200, body: { message: '2 faults switched on; 2 in all.' } });
    expect(listFaults().map((fault) => String(fault.path))).toEqual(['/^user$/', 'positions']);
  });
});
